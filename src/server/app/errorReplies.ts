import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { JSON_TOO_DEEP } from '../platform/http/jsonDepth';
import type { Logger } from '../platform/logger';
import type { ErrorReporter } from '../platform/providers/errors';
import { JSON_RPC_ERRORS, sendRpcError } from './jsonRpc';

/** The largest JSON body the wire adapters read. */
export const BODY_LIMIT = '1mb';

/**
 * The app's last handler: malformed or oversized JSON bodies, and anything unexpected, answer JSON instead of
 * an HTML stack trace; a 5xx is logged and reported with its request id.
 */
export function errorReplies(logger: Logger, reporter: ErrorReporter) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status ?? 500;
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      return sendRpcError(res, null, JSON_RPC_ERRORS.parse, 'Parse error: the body is not valid JSON', 400);
    }
    if (type === 'entity.too.deep') {
      return sendRpcError(res, null, JSON_RPC_ERRORS.invalidRequest, JSON_TOO_DEEP, 400);
    }
    if (type === 'entity.too.large') {
      const message = `Request body too large (limit ${BODY_LIMIT})`;
      return sendRpcError(res, null, JSON_RPC_ERRORS.invalidRequest, message, 413);
    }
    if (status >= 500) {
      logger.error({ err, requestId: res.locals.requestId, path: req.path }, 'unhandled error');
      const message = String((err as Error).message ?? err);
      reporter.report({ source: 'server', message, requestId: res.locals.requestId });
    }
    // Only a body parser's own message (it names the problem with the body) is passed on; any other error's
    // message may hold a file path or worse, so a 4xx says its status text.
    const known = typeof type === 'string' && err instanceof Error;
    const message =
      status >= 500 ? 'Internal error' : known ? err.message : (STATUS_CODES[status] ?? 'Error');
    sendRpcError(res, null, JSON_RPC_ERRORS.internal, message, status);
  };
}
