import type { RouteAccess } from '../../src/server/core/http/routes';

/**
 * The route table: for every Express route the features declare (app/routeList.ts, one key per method and
 * path), who it is for (the builder it is made with) and what each role gets when it calls it as our pages and
 * the spec's clients do. routes.test.ts checks that these keys are exactly the declared routes, so a new route
 * fails the suite until it has its row here, and then calls every cell. The tRPC procedures have their own
 * matrix (permissionMatrix.ts); these are the doors beside them.
 *
 * A cell is the status the role gets, or 'visitor': 200 with what any visitor sees, without the party's address.
 * Every 2xx reply must also show nothing of the party the role does not already know (e-mail addresses,
 * invitee ids, link tokens: securityFixtures.secretsHiddenFrom).
 *
 * Roles (securityFixtures.ts): the host; an accepted cohost; an invited guest signed in; an invited guest with
 * their link's token, not signed in; a caller who knows an invitee's id but not its token; a signed-in
 * stranger; an anonymous visitor.
 */
export const TABLE_ROLES = [
  'host',
  'cohost',
  'guestSession',
  'guestToken',
  'inviteeIdOnly',
  'stranger',
  'anonymous',
] as const;
export type TableRole = (typeof TABLE_ROLES)[number];

export type Cell = number | 'visitor';
type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell];
export type RouteRow = { access: RouteAccess; cells: Row };

const row = (access: RouteAccess, cells: Row): RouteRow => ({ access, cells });
const everyone = (access: RouteAccess, status: number) =>
  row(access, [status, status, status, status, status, status, status]);
/** The hosts' files: signed in by cookie (or the spec's headers); a guest's link is no sign-in. */
const HOSTS_FILE = row('host', [200, 200, 403, 401, 401, 403, 401]);
/** The album: its hosts and the party's guests (session or token); an id alone, strangers and visitors: no. */
const ALBUM = (status: number) => row('albumMember', [status, status, status, status, 403, 403, 403]);

// prettier-ignore
export const ROUTE_TABLE: Record<string, RouteRow> = {
  //                                                                 host  cohost guestS guestT idOnly strangr anon
  'POST /api/log':                                                   everyone('public', 204),
  // The table's app has no Stripe keys: the webhook answers that card payments are not configured, to anyone
  // (coinPayments.test.ts delivers signed events to a stand-in).
  'POST /api/payments/stripe/webhook':                               everyone('public', 404),
  'POST /api/uploads/image':                                         row('signedIn', [201, 201, 201, 401, 401, 201, 401]),
  'GET /backgrounds/:file':                                          everyone('public', 200),
  'GET /mail-images/:size.jpg':                                      everyone('public', 200),
  // Sign-in with Google: the start sends anyone to the provider, a return without its state goes back to
  // /login with an error (oauth.test.ts walks the whole way with a stand-in provider).
  'GET /auth/:provider':                                             everyone('public', 302),
  'GET /auth/:provider/callback':                                    everyone('public', 303),
  'POST /auth/:provider/callback':                                   everyone('public', 303),
  // The party's calendar file: the place only for those who may see it (canSeePlace, as getEvent).
  'GET /api/event/:eventId/calendar.ics':                            row('viewer', [200, 200, 200, 200, 'visitor', 'visitor', 'visitor']),
  'POST /api/invites/csv':                                           HOSTS_FILE,
  'GET /:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}': HOSTS_FILE,
  'GET /api/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}': HOSTS_FILE,
  'GET /api/events/:eventId/songs.csv':                              HOSTS_FILE,
  // An unsubscribe link is its own credential (RFC 8058 one-click): whoever holds the mail's link may use it.
  'POST /api/unsubscribe/:token':                                    everyone('public', 200),
  'GET /api/unsubscribe/:token':                                     everyone('public', 303),
  // The poster's RSVP form (rsvp/answerFormRoute.ts): anyone who may open the page reaches the answer's
  // procedure, which decides as updateAttendanceByLink does (answerForm.test.ts: an id alone answers nothing).
  // The table sends no answer, so every caller gets 'Choose Accept or Decline.' and nobody's answer changes.
  'POST /event/:eventId':                                            everyone('viewer', 400),
  // A person's calendar feed: its signed address is the credential (calendar apps send no cookie). The table
  // fetches the stranger's, which holds none of the party (calendarFeed.test.ts: whose parties a feed holds).
  'GET /calendar/:file':                                             everyone('public', 200),
  'POST /api/album/:eventId/photos':                                 ALBUM(201),
  'GET /api/album/:eventId/photos/:photoId/download':                ALBUM(200),
  'GET /api/album/:eventId/download':                                ALBUM(200),
};
