import { GUEST_EXTRAS_MAX } from '../constants';
import { fromBase64, toBase64Url } from '../auth/loginRedirect';
import { EMPTY_RSVP_MESSAGE, statusFromActionLink } from './rules';

// The event page's query parameters and the RSVP links of invitation e-mails (spec section 2, "Event page query
// parameters"; section 5, "Query params"). Encoded values are base64; anything unreadable is reported in
// `warnings` (the page logs them) and otherwise ignored.

export type NotificationPreference = 'email' | 'phone' | 'both';
export type PhotoUploadMode = 'manual' | 'magic';

export type EventPageQuery = {
  /** ea / ep: contact to prefill. */
  email?: string;
  phone?: string;
  token?: string;
  /** iu: the invitee id of an invitation link. */
  inviteeUuid?: string;
  /** r: yes or no, the answer the link carries. */
  response?: 'yes' | 'no';
  /** fe: flag '1'. */
  flag: boolean;
  /** et, en, ee, em: decoded. An em of 'm' is an empty message (''). */
  eventTitle?: string;
  name?: string;
  rsvpEmail?: string;
  message?: string;
  /** ng: extra guests, 0 to 9, default 0. */
  guestCount: number;
  notificationPreference?: NotificationPreference;
  photoUploadMode?: PhotoUploadMode;
};

type Params = { get(name: string): string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;
const EMPTY_MESSAGE = EMPTY_RSVP_MESSAGE;
const MAX_DECODED = 2_000;

export function parseEventPageQuery(params: Params): { query: EventPageQuery; warnings: string[] } {
  const warnings: string[] = [];
  const raw = (name: string) => params.get(name)?.trim() || undefined;
  const decoded = (name: string): string | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const text = fromBase64(value);
    if (text === null || text.length > MAX_DECODED) {
      warnings.push(`Could not decode query parameter ${name}`);
      return undefined;
    }
    return text.trim();
  };
  const matching = <T extends string>(name: string, pattern: RegExp | readonly T[]): T | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const ok = Array.isArray(pattern) ? pattern.includes(value as T) : (pattern as RegExp).test(value);
    if (!ok) warnings.push(`Ignoring query parameter ${name}: unexpected value`);
    return ok ? (value as T) : undefined;
  };

  const r = raw('r')?.toLowerCase();
  const ng = raw('ng');
  let guestCount = 0;
  if (ng !== undefined) {
    const n = Number.parseInt(ng, 10);
    if (Number.isNaN(n)) warnings.push('Ignoring query parameter ng: not a number');
    else guestCount = Math.min(GUEST_EXTRAS_MAX, Math.max(0, n));
  }
  const query: EventPageQuery = {
    email: raw('ea'),
    phone: raw('ep'),
    token: matching('token', TOKEN),
    inviteeUuid: matching('iu', UUID),
    response: r === 'yes' || r === 'no' ? r : undefined,
    flag: raw('fe') === '1',
    eventTitle: decoded('et'),
    name: decoded('en'),
    rsvpEmail: decoded('ee'),
    message: raw('em') === EMPTY_MESSAGE ? '' : decoded('em'),
    guestCount,
    notificationPreference: matching('np', ['email', 'phone', 'both'] as const),
    photoUploadMode: matching('pu', ['manual', 'magic'] as const),
  };
  return { query, warnings };
}

/** What an RSVP link carries, to be written back into a link (the login detour keeps the answer). */
export type RsvpLinkValues = {
  r?: string | null;
  token?: string;
  inviteeUuid?: string;
  eventTitle?: string;
  name?: string;
  email?: string;
  message?: string | null;
  guestCount?: number;
  notificationPreference?: NotificationPreference;
  photoUploadMode?: PhotoUploadMode;
};

/** The query string of an RSVP link ('' when empty), encoding the values the spec encodes. */
export function rsvpLinkSearch(values: RsvpLinkValues): string {
  const params = new URLSearchParams();
  if (values.r) params.set('r', values.r);
  if (values.token) params.set('token', values.token);
  if (values.inviteeUuid) params.set('iu', values.inviteeUuid);
  if (values.eventTitle) params.set('et', toBase64Url(values.eventTitle));
  if (values.name) params.set('en', toBase64Url(values.name));
  if (values.email) params.set('ee', toBase64Url(values.email));
  if (values.message !== undefined && values.message !== null) {
    const empty = values.message.trim() === '' || values.message === EMPTY_RSVP_MESSAGE;
    params.set('em', empty ? EMPTY_MESSAGE : toBase64Url(values.message));
  }
  if (values.guestCount) params.set('ng', String(values.guestCount));
  if (values.notificationPreference) params.set('np', values.notificationPreference);
  if (values.photoUploadMode) params.set('pu', values.photoUploadMode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type ActionRoute = 'rsvp' | 'unauthrsvp' | 'updateemail' | 'updateuser';

/** Which invisible action route a path is, or null. */
export function actionRouteOf(pathname: string): ActionRoute | null {
  const match = /^\/event\/(rsvp|unauthrsvp|updateemail|updateuser)\/action\//.exec(pathname);
  return match ? (match[1] as ActionRoute) : null;
}

/**
 * The navigation state the login page sends people on with: fromLogin (the app-download prompt follows), except
 * on the RSVP detour back to an action route, whose recorded answer brings the RSVP flow's own prompts.
 */
export function navStateAfterLogin(target: string): { fromLogin: true } | undefined {
  return actionRouteOf(target.split(/[?#]/)[0] ?? '') ? undefined : { fromLogin: true };
}

/**
 * Where an action route goes once the answer is recorded (spec section 4, "RSVP via e-mail link"): to the
 * update-user route when the server asks for a login (the answer travels along), else to the event page with
 * r=yes or r=no (no r for a link that only marks the invitation seen).
 */
export function actionDestination(
  eventId: string,
  outcome: { shouldPromptLogin: boolean },
  link: RsvpLinkValues,
): string {
  const id = encodeURIComponent(eventId);
  if (outcome.shouldPromptLogin) {
    return `/event/updateuser/action/${id}${rsvpLinkSearch({ ...link, token: undefined })}`;
  }
  const status = statusFromActionLink(link.r);
  return status === 'SEEN' ? `/event/${id}` : `/event/${id}?r=${status.toLowerCase()}`;
}
