import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './components/ErrorBoundary/RouteError';
import { ExternalRedirect } from './components/ExternalRedirect/ExternalRedirect';
import { Layout } from './components/Layout/Layout';
import { RequireAuth } from './components/RequireAuth/RequireAuth';
import { importWithTimeout } from './lib/chunkLoad';
import { EXTERNAL_REDIRECT_PATHS } from '../shared/constants';

/** A route component loaded on demand; a failed or timed-out chunk load reaches the route's error element. */
function page(name: string, load: () => Promise<ComponentType>) {
  const Component = lazy(() => importWithTimeout(load, name).then((component) => ({ default: component })));
  return <Component />;
}

const RootRedirect = page('root', () =>
  import('./pages/root/RootRedirect.page').then((m) => m.RootRedirectPage),
);
const Welcome = page('welcome', () => import('./pages/welcome/Welcome.page').then((m) => m.WelcomePage));
const Login = page('login', () => import('./pages/login/Login.page').then((m) => m.LoginPage));
const ProfileEdit = page('profile', () =>
  import('./pages/profile/ProfileEdit.page').then((m) => m.ProfileEditPage),
);
const Events = page('events', () => import('./pages/events/Events.page').then((m) => m.EventsPage));
const DraftView = page('draftView', () =>
  import('./pages/draft/DraftView.page').then((m) => m.DraftViewPage),
);
const editorPages = () => import('./pages/editor/EventEditor.page');
const EventCreate = page('eventCreate', () => editorPages().then((m) => m.EventCreatePage));
const EventEdit = page('eventEdit', () => editorPages().then((m) => m.EventEditPage));
const InstantCreate = page('instant', () => editorPages().then((m) => m.InstantCreatePage));
const EventView = page('event', () => import('./pages/event/EventView.page').then((m) => m.EventViewPage));
const Cohosts = page('cohosts', () => import('./pages/cohost/Cohosts.page').then((m) => m.CohostsPage));
const CohostAccept = page('cohostAccept', () =>
  import('./pages/cohost/CohostAccept.page').then((m) => m.CohostAcceptPage),
);
const EventAction = page('eventAction', () =>
  import('./pages/event/EventAction.page').then((m) => m.EventActionPage),
);
const ManageInvites = page('manageInvites', () =>
  import('./pages/invite/ManageInvites.page').then((m) => m.ManageInvitesPage),
);
const OAuth = page('oauth', () => import('./pages/oauth/OAuth.page').then((m) => m.OAuthPage));
const Outbox = page('outbox', () => import('./pages/dev/Outbox.page').then((m) => m.OutboxPage));

const publicRoutes: RouteObject[] = [
  { index: true, element: RootRedirect },
  { path: 'welcome', element: Welcome },
  { path: 'login', element: Login },
  { path: 'event/create', element: EventCreate },
  { path: 'instant', element: InstantCreate },
  { path: 'event/cohost/:eventId', element: Cohosts },
  { path: 'event/unauthrsvp/action/:eventId', element: EventAction },
  { path: 'event/updateemail/action/:eventId', element: EventAction },
  { path: 'event/:eventIdParam', element: EventView },
  { path: 'event/:eventIdParam/ro', element: EventView },
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
  { path: 'event/rsvp/action/:eventId', element: EventAction },
  { path: 'event/updateuser/action/:eventId', element: EventAction },
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
