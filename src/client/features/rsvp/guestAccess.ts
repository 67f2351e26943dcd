// How a guest without an account keeps acting as their invitee: the invitee id (`iu`) and token from an
// invitation link, or the token updateAttendance handed back, remembered per event in local storage so the same
// browser can see the location and change its answer later. 'Not {name}? Clear and update details' forgets it.
import { log } from '../../app/lib/log';

export type GuestAccess = {
  /** The invitee id (`iu` of an invitation link, or the inviteeId updateAttendance answered). */
  inviteeUuid?: string;
  /** The invitee's token; lets this browser act as that invitee without signing in. */
  token?: string;
  /** The name the guest answered with, for 'Not {name}?'. */
  name?: string;
};

const keyOf = (eventId: string) => `elk.guest.${eventId}`;

function clean(access: GuestAccess): GuestAccess {
  const out: GuestAccess = {};
  if (access.inviteeUuid) out.inviteeUuid = access.inviteeUuid;
  if (access.token) out.token = access.token;
  if (access.name) out.name = access.name;
  return out;
}

export function loadGuestAccess(eventId: string): GuestAccess {
  try {
    const stored = localStorage.getItem(keyOf(eventId));
    if (!stored) return {};
    const parsed = JSON.parse(stored) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const { inviteeUuid, token, name } = parsed as Record<string, unknown>;
    return clean({
      inviteeUuid: typeof inviteeUuid === 'string' ? inviteeUuid : undefined,
      token: typeof token === 'string' ? token : undefined,
      name: typeof name === 'string' ? name : undefined,
    });
  } catch (error) {
    log.warn('Guest access read failure', error);
    return {};
  }
}

/** Merges `update` into what is stored for the event and answers the result. */
export function saveGuestAccess(eventId: string, update: GuestAccess): GuestAccess {
  const next = clean({ ...loadGuestAccess(eventId), ...clean(update) });
  try {
    localStorage.setItem(keyOf(eventId), JSON.stringify(next));
  } catch (error) {
    log.warn('Guest access write failure', error);
  }
  return next;
}

export function clearGuestAccess(eventId: string): void {
  try {
    localStorage.removeItem(keyOf(eventId));
  } catch (error) {
    log.warn('Guest access clear failure', error);
  }
}
