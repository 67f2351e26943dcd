import express, { type Request, type Response, Router } from 'express';
import {
  CLIENT_LOG_LINE_MAX,
  CLIENT_LOG_LINES_PER_REQUEST,
  LOG_SEVERITIES,
  type LogSeverity,
} from '../../../shared/constants';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ErrorReporter } from '../providers/errors';
import { hitRateLimit } from '../rateLimit';

const LEVEL: Record<LogSeverity, 'info' | 'debug' | 'warn' | 'error'> = {
  INFO: 'info',
  DEBUG: 'debug',
  WARN: 'warn',
  ERROR: 'error',
};

/** Parses "SEVERITY message" lines; an unknown severity is kept as INFO with the whole line as message. */
export function parseClientLogLines(body: string): { severity: LogSeverity; message: string }[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, CLIENT_LOG_LINES_PER_REQUEST)
    .map((line) => {
      const [first, ...rest] = line.split(' ');
      const severity = LOG_SEVERITIES.find((s) => s === first);
      const message = (severity ? rest.join(' ') : line).slice(0, CLIENT_LOG_LINE_MAX);
      return { severity: severity ?? 'INFO', message };
    });
}

/** The log collector: the browser POSTs one text line per event; each becomes a structured log line. */
export function clientLogRouter(db: Db, logger: Logger, reporter: ErrorReporter): Router {
  const router = Router();
  router.post(
    '/api/log',
    express.text({ type: () => true, limit: '16kb' }),
    async (req: Request, res: Response) => {
      if (!(await hitRateLimit(db, `clientLog:ip:${req.ip}`, 120, 60_000))) {
        res.status(429).json({ error: 'Rate limit exceeded' });
        return;
      }
      const body = typeof req.body === 'string' ? req.body : '';
      const userAgent = req.get('user-agent')?.slice(0, 300);
      const lines = parseClientLogLines(body);
      for (const { severity, message } of lines) {
        logger[LEVEL[severity]](
          { clientLog: true, severity, requestId: res.locals.requestId, userAgent },
          message,
        );
        if (severity === 'ERROR')
          reporter.report({ source: 'client', message, userAgent, requestId: res.locals.requestId });
      }
      res.status(204).end();
    },
  );
  return router;
}
