import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { isDirectLocalRequest } from '../http/localOnly';
import type { AppMetrics } from './appMetrics';

/** What a scraper without access is told (no metric, no hint of what they hold). */
export const METRICS_FORBIDDEN =
  'Forbidden: /metrics answers this machine, or a scraper sending Authorization: Bearer <METRICS_TOKEN>';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token (compared in constant time, whatever the lengths). */
function bearsToken(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * GET /metrics: to a program on this machine (judged by the socket, as the dev outbox is: a forwarded address
 * can be made up), or to a scraper with the bearer token. Everyone else gets a 403.
 */
export function metricsHandler(metrics: AppMetrics, token: string | undefined) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isDirectLocalRequest(req) && !bearsToken(req, token)) {
      res.status(403).type('text/plain').send(METRICS_FORBIDDEN);
      return;
    }
    const text = await metrics.text();
    res.type(metrics.contentType).send(text);
  };
}
