import express from 'express';
import { mountRoutes } from '../core/http/routes';
import { watchSongRequests } from '../features/music';
import { serveUploads } from '../features/images/uploads';
import { CLIENT_BUILD_DIR } from '../platform/paths';
import type { ErrorReporter } from '../platform/providers/errors';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../platform/providers/storage';
import type { AppDeps } from '../platform/trpc/context';
import { hostRedirects } from '../platform/http/security';
import { AppMetrics } from '../platform/metrics/appMetrics';
import { metricsHandler } from '../platform/metrics/endpoint';
import { hashedAssets } from './clientAssets';
import { compressText, mountClient, mountEventPages, mountSiteRedirects } from './clientDelivery';
import { errorReplies } from './errorReplies';
import { jobDefinitions } from './jobs';
import { inSeries } from '../platform/http/inSeries';
import { jsonRpcLane } from './jsonRpcLane';
import { pageSender } from './pages';
import { mountProbes } from './probes';
import { requestLog } from './requestLog';
import { featureRoutesOf } from './routeList';
import { securityHeadersOf } from './securityHeaders';
import { serveLiveStreamsFirst } from './sseLane';
import { jsonRpcAnswer, mountWireAdapters, trpcFailureLog } from './wireAdapters';

export const DEFAULT_CLIENT_DIR = CLIENT_BUILD_DIR;

export type AppOptions = AppDeps & {
  reporter: ErrorReporter;
  clientDir?: string;
  /** What /metrics shows; the services' mail and the job queue count into it when given the same one. */
  metrics?: AppMetrics;
};

/**
 * The Express app, in the order requests meet it: the request log and /metrics, the host redirects, the wire
 * API's plain calls, the client's hashed files, the security headers and compression, probes and event pages,
 * the wire adapters, the features' routes (routeList.ts), the rest of the client, and the error replies. Live
 * streams are served before all of it (sseLane.ts).
 */
export function createApp(options: AppOptions): express.Express {
  const { env, db, logger, reporter } = options;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const metrics = options.metrics ?? new AppMetrics();
  const queueNames = jobDefinitions.map((definition) => definition.name);
  metrics.watch({ db, live: options.live, notifications: options.notifications, queueNames });
  watchSongRequests(options);
  const app = express();
  app.disable('x-powered-by');
  if (env.TRUST_PROXY)
    app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  const logRequest = requestLog(logger, metrics);
  app.use(logRequest);
  // Ahead of the host redirects: a scraper asks by address, whatever the product's host name.
  app.get('/metrics', metricsHandler(metrics, env.METRICS_TOKEN));
  app.use(hostRedirects(env.PRODUCT_HOST, env.MARKETING_HOST));
  const securityHeaders = securityHeadersOf(env);
  const answerJsonRpc = jsonRpcAnswer(options);
  // Live streams are answered before Express's router (sseLane.ts), with the request log.
  serveLiveStreamsFirst(app, logRequest, options, trpcFailureLog(options));
  // The wire API's plain calls go first (jsonRpcLane.ts), with the headers and compression every answer gets.
  app.use(jsonRpcLane(inSeries(securityHeaders, compressText, answerJsonRpc)));
  // The built client's hashed files, ahead of the security headers (see clientAssets.ts for those they carry).
  app.use('/assets', compressText, ...hashedAssets(clientDir));
  app.use(securityHeaders);
  app.use(compressText);

  const sendPage = pageSender(options, clientDir);
  mountEventPages(app, sendPage);
  mountProbes(app, options);
  mountWireAdapters(app, options, answerJsonRpc);
  // Stored files ahead of the routes: nothing under /uploads is anything but a file (or its 404).
  app.use(UPLOADS_URL_PREFIX, serveUploads(uploadsDir(env)));
  mountRoutes(app, featureRoutesOf(options));
  mountSiteRedirects(app, env);
  mountClient(app, sendPage, clientDir);
  app.use(errorReplies(logger, reporter));
  return app;
}
