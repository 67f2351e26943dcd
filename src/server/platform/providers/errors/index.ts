import type { Logger } from '../../logger';

export type ErrorEntry = {
  source: 'client' | 'server';
  message: string;
  requestId?: string;
  url?: string;
  userAgent?: string;
};

export interface ErrorReporter {
  readonly name: string;
  report(entry: ErrorEntry): void;
}

/**
 * With ERROR_REPORTING_URL set (an HTTP endpoint such as a Sentry-compatible relay or a webhook), error entries
 * are POSTed there as JSON; otherwise the structured log is the only record. Reporting never blocks a request.
 */
export function createErrorReporter(url: string | undefined, logger: Logger): ErrorReporter {
  if (!url) return { name: 'log-only', report: () => undefined };
  return {
    name: 'http',
    report(entry) {
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...entry, app: 'elk', at: new Date().toISOString() }),
        signal: AbortSignal.timeout(5_000),
      }).catch((err: unknown) => logger.warn({ err }, 'error reporting failed'));
    },
  };
}
