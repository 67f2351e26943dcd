import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type RequestHandler, type Response } from 'express';
import { methodNotAllowed, READ_METHODS } from '../platform/http/allowedMethods';
import { limitJsonDepth } from '../platform/http/jsonDepth';
import { csrfGuard, ownHostsOf } from '../platform/http/security';
import { createContext } from '../platform/trpc/context';
import { isUnexpectedError } from '../platform/trpc/trpc';
import type { RouteDeps } from '../core/http/routes';
import { BODY_LIMIT } from './errorReplies';
import { JSON_RPC_ERRORS, jsonRpcHandler, sendRpcError } from './jsonRpc';
import { inSeries } from '../platform/http/inSeries';
import { trpcRouteLabels } from './requestMetrics';
import { appRouter } from './router';
import { wireDocuments } from './wireDocuments';

// The two doors to the procedures: tRPC at /api/trpc (the app's own pages) and the JSON-RPC /json adapter (the
// spec's clients), each behind the same cross-site refusal and the same depth-limited JSON body.

/** The JSON body of both doors: JSON.parse takes any depth, but later steps walk it recursively. */
function jsonBodyOf(): RequestHandler {
  const parseJson = express.json({ limit: BODY_LIMIT, type: () => true, strict: false });
  return inSeries(parseJson, limitJsonDepth);
}

/** The /json answer (a cross-site refusal, the body, the call): also what the plain-call lane runs first. */
export function jsonRpcAnswer(options: RouteDeps): RequestHandler {
  return inSeries(
    csrfGuard(ownHostsOf(options.env)),
    jsonBodyOf(),
    jsonRpcHandler(options, options.reporter),
  );
}

/** What failed, for trpcFailureLog: ctx is missing when the context itself failed (its request id is on `res`). */
export type TrpcFailure = {
  error: TRPCError;
  path: string | undefined;
  ctx: { requestId: string } | undefined;
  res: Response | undefined;
};

/** Logs exactly the errors the formatter hides (trpc.ts), so the error id leads to the details. */
export function trpcFailureLog({ logger, reporter }: RouteDeps) {
  return ({ error, path, ctx, res }: TrpcFailure) => {
    if (!isUnexpectedError(error)) return;
    const requestId = ctx?.requestId || String(res?.locals.requestId ?? '') || undefined;
    logger.error({ err: error.cause ?? error, requestId, path }, 'trpc failure');
    reporter.report({ source: 'server', message: `${path}: ${error.message}`, requestId });
  };
}

function trpcDoor(options: RouteDeps): RequestHandler[] {
  const jsonBody = jsonBodyOf();
  const noStore: RequestHandler = (req, res, next) => {
    // Every reply is personal or may be (a profile, a guest list, an event read with a token): no cache
    // keeps one. Live streams (server-sent events) carry tRPC's own no-cache, which stores nothing either.
    res.setHeader('Cache-Control', 'no-store');
    res.locals.metricsRoute = trpcRouteLabels(req.path);
    next();
  };
  const logUnexpected = trpcFailureLog(options);
  return [
    noStore,
    csrfGuard(ownHostsOf(options.env)),
    (req, res, next) => (req.method === 'POST' ? jsonBody(req, res, next) : next()),
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(options, req, res),
      onError: ({ error, path, ctx, req }) => logUnexpected({ error, path, ctx, res: req.res }),
    }),
  ];
}

/** Mounts tRPC, the /json calls and the wire API's documents. */
export function mountWireAdapters(app: express.Express, options: RouteDeps, answerJsonRpc: RequestHandler) {
  const { env } = options;
  const readOnly = methodNotAllowed(READ_METHODS);
  app.use('/api/trpc', ...trpcDoor(options));
  app.post('/json/:service', answerJsonRpc);
  // Each method at a path of its own, for OpenAPI clients that call a path as written (the same envelope).
  app.post('/json/:service/:method', answerJsonRpc);
  app.get('/json/openapi.json', (_req, res) => res.json(wireDocuments(env).openapi));
  app.get('/json/openrpc.json', (_req, res) => res.json(wireDocuments(env).openrpc));
  app.get('/json/docs', (_req, res) => res.type('html').send(wireDocuments(env).docs));
  app.all(['/json/openapi.json', '/json/openrpc.json', '/json/docs'], readOnly);
  app.all('/json/{*rest}', (_req, res) =>
    sendRpcError(
      res.setHeader('Allow', 'POST'),
      null,
      JSON_RPC_ERRORS.invalidRequest,
      'Use POST /json/<Service> with a JSON-RPC 2.0 body',
      405,
    ),
  );
}
