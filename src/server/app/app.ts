import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import { sql } from 'drizzle-orm';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { oauthRouter } from '../features/auth/oauthRoutes';
import { stripeWebhookRouter } from '../features/coins';
import { COMPANY_SITE_PATHS, PRIVACY_POLICY_ALIASES, PRIVACY_POLICY_PATH } from '../../shared/constants';
import { servedOverHttps } from '../platform/env';
import { CLIENT_BUILD_DIR } from '../platform/paths';
import type { ErrorReporter } from '../platform/providers/errors';
import { paymentsFor, STRIPE_CSP } from '../platform/providers/payments';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../platform/providers/storage';
import { type AppDeps, createContext } from '../platform/trpc/context';
import { appRouter } from './router';
import { isUnexpectedError } from '../platform/trpc/trpc';
import { clientLogRouter } from '../platform/http/clientLog';
import { eventCalendarRouter } from '../features/guests/calendarRoute';
import { invitesCsvRouter } from '../features/guests/csvRoutes';
import { unsubscribeRouter } from '../features/notifications';
import { albumPhotoRoutes } from '../features/album';
import { eventIdOfPagePath } from '../features/events/eventMeta';
import { JSON_TOO_DEEP, limitJsonDepth } from '../platform/http/jsonDepth';
import { JSON_RPC_ERRORS, jsonRpcHandler, sendRpcError } from './jsonRpc';
import { inSeries, jsonRpcLane } from './jsonRpcLane';
import { wireDocuments } from './wireDocuments';
import { encodingVariants } from '../platform/http/encodingVariants';
import { methodNotAllowed, READ_METHODS } from '../platform/http/allowedMethods';
import { csrfGuard, fixedHeadersOf, hostRedirects, ownHostsOf } from '../platform/http/security';
import { serveUploads, uploadsRouter } from '../features/images/uploads';
import { mailImagesRouter } from '../features/images';
import { backgroundMediaHosts, backgroundsRouter } from '../features/images/backgrounds';
import { clientFiles, hashedAssets } from './clientAssets';
import { pageSender, ROBOTS_TXT } from './pages';
import { songsCsvRouter, watchSongRequests } from '../features/music';
import { musicServiceFor, SPOTIFY_IMAGE_SOURCES } from '../platform/providers/music';
import { AppMetrics } from '../platform/metrics/appMetrics';
import { metricsHandler } from '../platform/metrics/endpoint';
import { jobDefinitions } from './jobs';
import { observeRequest, trpcRouteLabels } from './requestMetrics';

/**
 * Text answers (HTML, JSON, SVG, CSS, JS not precompressed) go out compressed, brotli when the browser takes it.
 * Event streams never: a compressor buffers, and a live update must reach the browser when it is written.
 */
const compressor = compression({
  filter: (req, res) => {
    const type = String(res.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/event-stream')) return false;
    return compression.filter(req, res);
  },
});
/** The compressor with each encoding a variant of its own: Vary, an ETag per encoding, 304s (encodingVariants.ts). */
const compressText = encodingVariants(compressor);

export const DEFAULT_CLIENT_DIR = CLIENT_BUILD_DIR;
const BODY_LIMIT = '1mb';

export type AppOptions = AppDeps & {
  reporter: ErrorReporter;
  clientDir?: string;
  /** What /metrics shows; the services' mail and the job queue count into it when given the same one. */
  metrics?: AppMetrics;
};

export function createApp(options: AppOptions): express.Express {
  const { env, db, logger, reporter } = options;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const metrics = options.metrics ?? new AppMetrics();
  const queueNames = jobDefinitions.map((definition) => definition.name);
  metrics.watch({ db, live: options.live, notifications: options.notifications, queueNames });
  const app = express();
  watchSongRequests(options);
  app.disable('x-powered-by');
  if (env.TRUST_PROXY)
    app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  // One JSON log line per request, tied together by a request id (taken from a proxy when it sends one), and
  // its time in /metrics' histogram. Below the info level (LOG_LEVEL=warn) no line is written.
  const logsRequests = logger.isLevelEnabled('info');
  app.use((req, res, next) => {
    const requestId = req.get('x-request-id')?.slice(0, 100) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(metrics, req, res, ms / 1000);
      if (!logsRequests) return;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  });
  // Ahead of the host redirects: a scraper asks by address, whatever the product's host name.
  app.get('/metrics', metricsHandler(metrics, env.METRICS_TOKEN));
  app.use(hostRedirects(env.PRODUCT_HOST, env.MARKETING_HOST));
  // Over plain http (e.g. docker compose on http://localhost:3000) neither HSTS nor upgrading every asset
  // request to https may be sent: the page would load nothing.
  const https = servedOverHttps(env);
  // With card payments on, the buy-coins form loads Stripe.js, which runs its fields in frames and calls its API.
  const stripeSources: Record<string, string[]> =
    paymentsFor(env)?.name === 'stripe'
      ? {
          scriptSrc: ["'self'", ...STRIPE_CSP.scriptSrc],
          frameSrc: ["'self'", ...STRIPE_CSP.frameSrc],
          connectSrc: ["'self'", ...STRIPE_CSP.connectSrc],
        }
      : {};
  // Helmet's headers are fixed for an app: worked out once, then set from a list on every response.
  const securityHeaders = fixedHeadersOf(
    helmet({
      hsts: https,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: https ? [] : null,
          // canvas-confetti draws the burst after a yes in a worker it creates from a blob: URL.
          workerSrc: ["'self'", 'blob:'],
          ...stripeSources,
          // The album's uploader previews the picked photos from blob: URLs before they are sent; song search
          // results and the party's playlist show album art from Spotify's image hosts; background videos and
          // animations found by a keyed search service play from its media hosts.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(musicServiceFor(env) ? SPOTIFY_IMAGE_SOURCES : []),
            ...backgroundMediaHosts(env),
          ],
          mediaSrc: ["'self'", ...backgroundMediaHosts(env)],
        },
      },
    }),
  );
  const ownHosts = ownHostsOf(env);
  const parseJson = express.json({ limit: BODY_LIMIT, type: () => true, strict: false });
  // JSON.parse takes any depth, but later steps walk the body recursively: a deep one is refused right here.
  const jsonBody = inSeries(parseJson, limitJsonDepth);
  const answerJsonRpc = inSeries(csrfGuard(ownHosts), jsonBody, jsonRpcHandler(options, reporter));
  // The wire API's plain calls go first (jsonRpcLane.ts), with the headers and compression every answer gets.
  app.use(jsonRpcLane(inSeries(securityHeaders, compressText, answerJsonRpc)));

  // The built client's hashed files, ahead of the security headers (see clientAssets.ts for those they carry).
  app.use('/assets', compressText, ...hashedAssets(clientDir));
  app.use(securityHeaders);
  app.use(compressText);

  const sendPage = pageSender(options, clientDir);
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(ROBOTS_TXT);
  });
  // Event pages (what a shared party link opens, and link-preview fetchers load) ahead of the API and the static
  // files: no router or file lookup below serves one, and the static files' stat of every missed path was a
  // seventh of such a request's CPU (bench row 4).
  app.get('/event/{*rest}', (req, res, next) => (eventIdOfPagePath(req.path) ? sendPage(req, res) : next()));

  // A load balancer stops sending traffic on a 503, so the answer must come in time even when PostgreSQL hangs:
  // the probe gets its own deadline, shorter than the pool's acquire timeout. A probe left behind ends on the
  // pool's own timeouts.
  app.get('/healthz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('health probe timed out')), env.DB_HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), deadline]);
      res.json({ ok: true });
    } catch {
      res.status(503).json({ ok: false });
    } finally {
      clearTimeout(timer);
    }
  });

  // Read-only resources: another method is a 405 that says which ones they take.
  const readOnly = methodNotAllowed(READ_METHODS);
  app.all(['/robots.txt', '/healthz', '/metrics'], readOnly);

  // Stripe's webhook reads its body raw (the signature is over the exact bytes): before any JSON parser.
  app.use(stripeWebhookRouter(options));

  app.use(
    '/api/trpc',
    (req, res, next) => {
      // Every reply is personal or may be (a profile, a guest list, an event read with a token): no cache
      // keeps one. Live streams (server-sent events) carry tRPC's own no-cache, which stores nothing either.
      res.setHeader('Cache-Control', 'no-store');
      res.locals.metricsRoute = trpcRouteLabels(req.path);
      next();
    },
    csrfGuard(ownHosts),
    (req, res, next) => (req.method === 'POST' ? jsonBody(req, res, next) : next()),
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(options, req, res),
      onError: ({ error, path: procedurePath, ctx, req }) => {
        // Exactly the errors the formatter hides (trpc.ts) are logged, so the error id leads to the details.
        if (isUnexpectedError(error)) {
          // ctx is missing when the context itself failed; the request id is on the response then.
          const requestId = ctx?.requestId || String(req.res?.locals.requestId ?? '') || undefined;
          logger.error({ err: error.cause ?? error, requestId, path: procedurePath }, 'trpc failure');
          reporter.report({ source: 'server', message: `${procedurePath}: ${error.message}`, requestId });
        }
      },
    }),
  );
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
  app.use(clientLogRouter(db, logger, reporter));
  app.use(uploadsRouter(options, options.storage));
  app.use(backgroundsRouter());
  app.use(oauthRouter(options));
  app.use(UPLOADS_URL_PREFIX, serveUploads(uploadsDir(env)));
  app.use(mailImagesRouter(options.storage));

  // Without a company site, its pages are not linked anywhere; a typed or old link lands on the home page.
  const companySite = env.COMPANY_SITE_URL?.replace(/\/$/, '') ?? '';
  for (const page of COMPANY_SITE_PATHS) {
    app.get(page, (_req, res) => res.redirect(302, companySite ? `${companySite}${page}` : '/'));
  }
  for (const page of PRIVACY_POLICY_ALIASES)
    app.get(page, (_req, res) => res.redirect(301, PRIVACY_POLICY_PATH));

  app.use(eventCalendarRouter(options));
  app.use(invitesCsvRouter(options));
  app.use(songsCsvRouter(options));
  app.use(unsubscribeRouter(options));
  app.use(albumPhotoRoutes(options));
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not found' }));
  // The rest of the built client; index.html and version.json are never cached.
  app.use(clientFiles(clientDir));
  app.get('/{*splat}', sendPage);
  // Every other path is a page of the client (its router shows it), which is only read.
  app.all('/{*splat}', readOnly);

  // Malformed or oversized JSON bodies, and anything unexpected, answer JSON instead of an HTML stack trace.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status ?? 500;
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      return sendRpcError(res, null, JSON_RPC_ERRORS.parse, 'Parse error: the body is not valid JSON', 400);
    }
    if (type === 'entity.too.deep') {
      return sendRpcError(res, null, JSON_RPC_ERRORS.invalidRequest, JSON_TOO_DEEP, 400);
    }
    if (type === 'entity.too.large') {
      return sendRpcError(
        res,
        null,
        JSON_RPC_ERRORS.invalidRequest,
        `Request body too large (limit ${BODY_LIMIT})`,
        413,
      );
    }
    if (status >= 500) {
      logger.error({ err, requestId: res.locals.requestId, path: req.path }, 'unhandled error');
      reporter.report({
        source: 'server',
        message: String((err as Error).message ?? err),
        requestId: res.locals.requestId,
      });
    }
    // Only a body parser's own message (it names the problem with the body) is passed on; any other error's
    // message may hold a file path or worse, so a 4xx says its status text.
    const known = typeof type === 'string' && err instanceof Error;
    const message =
      status >= 500 ? 'Internal error' : known ? err.message : (STATUS_CODES[status] ?? 'Error');
    sendRpcError(res, null, JSON_RPC_ERRORS.internal, message, status);
  });
  return app;
}
