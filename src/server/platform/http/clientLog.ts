import express, { type Request, type Response } from 'express';
import {
  CLIENT_LOG_LINE_MAX,
  CLIENT_LOG_LINES_PER_REQUEST,
  LOG_SEVERITIES,
  type LogSeverity,
} from '../../../shared/constants';
import type { Logger } from '../logger';
import type { ErrorReporter } from '../providers/errors';

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

/**
 * The log collector's handler: the browser POSTs one text line per event (the body read as text); each becomes
 * a structured log line, and an ERROR goes to the error reporter too. Its route (app/clientLogRoutes.ts) limits
 * the calls per address.
 */
export function clientLogHandler(logger: Logger, reporter: ErrorReporter) {
  return (req: Request, res: Response) => {
    const body = typeof req.body === 'string' ? req.body : '';
    const userAgent = req.get('user-agent')?.slice(0, 300);
    for (const { severity, message } of parseClientLogLines(body)) {
      logger[LEVEL[severity]](
        { clientLog: true, severity, requestId: res.locals.requestId, userAgent },
        message,
      );
      if (severity === 'ERROR')
        reporter.report({ source: 'client', message, userAgent, requestId: res.locals.requestId });
    }
    res.status(204).end();
  };
}

/** The body the collector reads: any type, as text, 16 KB at most. */
export const clientLogBody = express.text({ type: () => true, limit: '16kb' });
