import { type FeatureRoutes, publicRoute } from '../core/http/routes';
import { clientLogBody, clientLogHandler } from '../platform/http/clientLog';

/** `POST /api/log`: the browser's log lines, from anyone, within the address's clientLog limit. */
export const clientLogRoutes: FeatureRoutes = (deps) => [
  publicRoute(deps, { limit: 'clientLog', body: clientLogBody }).post(
    '/api/log',
    clientLogHandler(deps.logger, deps.reporter),
  ),
];
