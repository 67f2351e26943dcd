import { type ComponentType, lazy } from 'react';
import {
  matchRoutes,
  Navigate,
  renderMatches,
  type RouteMatch,
  type RouteObject,
  useLocation,
} from 'react-router';
import { Layout } from './layout/Layout';
import { RequireAuth } from '../features/auth';
import { importWithTimeout } from './lib/chunkLoad';
import { EXTERNAL_REDIRECT_PATHS, PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH } from '../../shared/constants';

/** Pages whose code has already arrived (see prefetchEventPage): rendered at once, in the same pass. */
const arrived = new Map<string, ComponentType>();

/** A route component loaded on demand; a failed or timed-out chunk load reaches Layout's error boundary. */
function page(name: string, load: () => Promise<ComponentType>) {
  type Module = { default: ComponentType };
  const Component = lazy((): Promise<Module> => {
    const ready = arrived.get(name);
    // A settled thenable: React.lazy only calls then(), and takes the component without suspending a round.
    if (ready) return { then: (take: (m: Module) => void) => take({ default: ready }) } as Promise<Module>;
    return importWithTimeout(load, name).then((component) => ({ default: component }));
  });
  return <Component />;
}

const RootRedirect = page('root', () => import('./RootRedirect.page').then((m) => m.RootRedirectPage));
const Welcome = page('welcome', () => import('../features/landing/Welcome.page').then((m) => m.WelcomePage));
const NewsletterConfirm = page('newsletterConfirm', () =>
  import('../features/landing/NewsletterConfirm.page').then((m) => m.NewsletterConfirmPage),
);
const Login = page('login', () => import('../features/auth/login/Login.page').then((m) => m.LoginPage));
const ProfileEdit = page('profile', () =>
  import('../features/accounts/profile/ProfileEdit.page').then((m) => m.ProfileEditPage),
);
const Events = page('events', () => import('../features/events/list/Events.page').then((m) => m.EventsPage));
const DraftView = page('draftView', () =>
  import('../features/drafts/DraftView.page').then((m) => m.DraftViewPage),
);
const editorPages = () => import('../features/partyPage/PartyEditor.page');
const EventCreate = page('eventCreate', () => editorPages().then((m) => m.PartyCreatePage));
const EventEdit = page('eventEdit', () => editorPages().then((m) => m.PartyEditPage));
const InstantCreate = page('instant', () => editorPages().then((m) => m.PartyInstantCreatePage));
const loadEventView = () => import('../features/partyPage/EventView.page').then((m) => m.EventViewPage);
const EventView = page('event', loadEventView);

/**
 * An event page's HTML preloads the party page's files (and paints its poster): fetching the module now, before
 * the first render, lets that render include the page, so its data is asked for with the session, in one
 * request, rather than a round later.
 */
export function prefetchEventPage(): void {
  loadEventView().then(
    (component) => arrived.set('event', component),
    () => undefined, // the route's own import reports it
  );
}
const Cohosts = page('cohosts', () => import('../features/cohosts/Cohosts.page').then((m) => m.CohostsPage));
const CohostAccept = page('cohostAccept', () =>
  import('../features/cohosts/CohostAccept.page').then((m) => m.CohostAcceptPage),
);
const RsvpAction = page('rsvpAction', () =>
  import('../features/rsvp/RsvpAction.page').then((m) => m.RsvpActionPage),
);
const ManageInvites = page('manageInvites', () =>
  import('../features/guests/ManageInvites.page').then((m) => m.ManageInvitesPage),
);
const PaymentReturn = page('paymentReturn', () =>
  import('../features/coins/PaymentReturn.page').then((m) => m.PaymentReturnPage),
);
const AlbumLink = page('album', () =>
  import('../features/album/AlbumLink.page').then((m) => m.AlbumLinkPage),
);
const OAuth = page('oauth', () => import('../features/music/OAuth.page').then((m) => m.OAuthPage));
const Outbox = page('outbox', () => import('../features/dev/Outbox.page').then((m) => m.OutboxPage));
const Unsubscribe = page('unsubscribe', () =>
  import('../features/notifications/Unsubscribe.page').then((m) => m.UnsubscribePage),
);
const PrivacyPolicy = page('privacyPolicy', () =>
  import('../features/legal/PrivacyPolicy.page').then((m) => m.PrivacyPolicyPage),
);
const TermsOfService = page('termsOfService', () =>
  import('../features/legal/TermsOfService.page').then((m) => m.TermsOfServicePage),
);
const External = page('external', () => import('./ui/ExternalRedirect').then((m) => m.ExternalRedirect));

const publicRoutes: RouteObject[] = [
  { index: true, element: RootRedirect },
  { path: 'welcome', element: Welcome },
  { path: 'newsletter/confirm', element: NewsletterConfirm },
  { path: 'login', element: Login },
  { path: 'event/create', element: EventCreate },
  { path: 'instant', element: InstantCreate },
  { path: 'event/cohost/:eventId', element: Cohosts },
  { path: 'event/unauthrsvp/action/:eventId', element: RsvpAction },
  { path: 'event/updateemail/action/:eventId', element: RsvpAction },
  { path: 'event/:eventIdParam', element: EventView },
  { path: 'event/:eventIdParam/ro', element: EventView },
  { path: 'album/:albumCode', element: AlbumLink },
  { path: 'oauth/:authType', element: OAuth },
  { path: 'dev/outbox', element: Outbox },
  { path: 'unsubscribe/:token', element: Unsubscribe },
  { path: PRIVACY_POLICY_PATH, element: PrivacyPolicy },
  { path: TERMS_OF_SERVICE_PATH, element: TermsOfService },
  ...EXTERNAL_REDIRECT_PATHS.map((path) => ({ path, element: External })),
  { path: '*', element: <Navigate to="/" replace /> },
];

const loginRequiredRoutes: RouteObject[] = [
  { path: 'profile/edit', element: ProfileEdit },
  { path: 'events', element: Events },
  { path: 'event/draft/:draftId', element: DraftView },
  { path: 'event/draft/edit/:draftId', element: EventEdit },
  { path: 'event/edit/:eventId', element: EventEdit },
  { path: 'event/invite/:eventId', element: ManageInvites },
  { path: 'event/cohost/add/:eventId', element: CohostAccept },
  { path: 'event/rsvp/action/:eventId', element: RsvpAction },
  { path: 'event/updateuser/action/:eventId', element: RsvpAction },
  // The payment return route (spec section 2); PAYMENT_RETURN_PATH in shared/coins/paymentReturn.ts.
  { path: 'payment/stripe/return', element: PaymentReturn },
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [...publicRoutes, { element: <RequireAuth />, children: loginRequiredRoutes }],
  },
];

/** The routes each path matched: the table is fixed, so a path is matched once. */
const matchesOfPath = new Map<string, RouteMatch[] | null>();

/**
 * The routes `pathname` matches. Matching ranks the whole table and compiles a pattern per route, a task's worth
 * on a slow phone (issue 14): main.tsx matches the first address in a task of its own before the first render.
 */
export function matchAppRoutes(pathname: string): RouteMatch[] | null {
  let matches = matchesOfPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    // A long session visits many parties: the memory stays small.
    if (matchesOfPath.size >= 200) matchesOfPath.clear();
    matchesOfPath.set(pathname, matches);
  }
  return matches;
}

/** The app's pages (declarative routes: see lib/history.ts); errors in a page are caught in Layout. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return renderMatches(matchAppRoutes(pathname));
}
