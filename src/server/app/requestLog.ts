import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../platform/logger';
import type { AppMetrics } from '../platform/metrics/appMetrics';
import { observeRequest } from './requestMetrics';

/**
 * One JSON log line per request, tied together by a request id (taken from a proxy when it sends one), and its
 * time in /metrics' histogram. Below the info level (LOG_LEVEL=warn) no line is written.
 */
export function requestLog(logger: Logger, metrics: AppMetrics): RequestHandler {
  const logsRequests = logger.isLevelEnabled('info');
  return (req, res, next) => {
    const requestId = req.get('x-request-id')?.slice(0, 100) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(metrics, req, res, ms / 1000);
      if (!logsRequests) return;
      const line = { requestId, method: req.method, path: req.path, status: res.statusCode };
      logger.info({ ...line, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
