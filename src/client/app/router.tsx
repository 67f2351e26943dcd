import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './errors/RouteError';
import { ExternalRedirect } from './ui/ExternalRedirect';
import { Layout } from './layout/Layout';
import { RequireAuth } from '../features/auth';
import { importWithTimeout } from './lib/chunkLoad';
import { EXTERNAL_REDIRECT_PATHS } from '../../shared/constants';

/** A route component loaded on demand; a failed or timed-out chunk load reaches the route's error element. */
function page(name: string, load: () => Promise<ComponentType>) {
  const Component = lazy(() => importWithTimeout(load, name).then((component) => ({ default: component })));
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
const editorPages = () => import('../features/events/editor/EventEditor.page');
const EventCreate = page('eventCreate', () => editorPages().then((m) => m.EventCreatePage));
const EventEdit = page('eventEdit', () => editorPages().then((m) => m.EventEditPage));
const InstantCreate = page('instant', () => editorPages().then((m) => m.InstantCreatePage));
const EventView = page('event', () =>
  import('../features/events/page/EventView.page').then((m) => m.EventViewPage),
);
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
  ...EXTERNAL_REDIRECT_PATHS.map((path) => ({ path, element: <ExternalRedirect /> })),
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

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [...publicRoutes, { element: <RequireAuth />, children: loginRequiredRoutes }],
      },
    ],
  },
]);
