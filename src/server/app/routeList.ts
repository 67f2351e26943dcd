import { calendarFeedRoutes } from '../features/accounts/calendarFeedRoute';
import { albumRoutes } from '../features/album/photoRoutes';
import { oauthRoutes } from '../features/auth/oauthRoutes';
import { stripeWebhookRoutes } from '../features/coins/webhookRoute';
import { guestRoutes } from '../features/guests/routes';
import { imageRoutes } from '../features/images/routes';
import { songsCsvRoutes } from '../features/music/songsCsvRoute';
import { answerFormRoutes } from '../features/rsvp/answerFormRoute';
import { unsubscribeRoutes } from '../features/notifications/unsubscribeRoutes';
import type { FeatureRoutes, Route, RouteDeps } from '../core/http/routes';
import { clientLogRoutes } from './clientLogRoutes';

/**
 * Every feature's Express routes, as each exports them from its routes file (which only the app imports, so no
 * job reaches HTTP through a feature's index) (built with core/http/routes.ts). The security suite's
 * route table (test/security/routeTable.ts) has a row for each of these routes, and fails on one it lacks.
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  clientLogRoutes,
  stripeWebhookRoutes,
  imageRoutes,
  oauthRoutes,
  guestRoutes,
  songsCsvRoutes,
  unsubscribeRoutes,
  albumRoutes,
  answerFormRoutes,
  calendarFeedRoutes,
];

export const featureRoutesOf = (deps: RouteDeps): Route[] => FEATURE_ROUTES.flatMap((routes) => routes(deps));
