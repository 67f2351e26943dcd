// Browser storage of the RSVP flow: the answer that waits for a login (session storage, so it survives the
// login redirects of this tab and nothing else). The app-download prompt's memory is the accounts feature's.
import type { PendingRsvp } from '../../../shared/rsvp/rsvpAction';
import { log } from '../../app/lib/log';

const pendingKey = (eventId: string) => `elk.pendingRsvp.${eventId}`;

export function savePendingRsvp(eventId: string, pending: PendingRsvp): void {
  try {
    sessionStorage.setItem(pendingKey(eventId), JSON.stringify(pending));
  } catch (error) {
    log.warn('Keeping the RSVP across the login failed', error);
  }
}

/** The waiting answer, or null; anything unreadable is logged and dropped. */
export function loadPendingRsvp(eventId: string): PendingRsvp | null {
  try {
    const stored = sessionStorage.getItem(pendingKey(eventId));
    if (!stored) return null;
    const parsed = JSON.parse(stored) as PendingRsvp;
    const status = parsed?.invitee?.rsvpStatus;
    if (status !== 'YES' && status !== 'NO') return null;
    return parsed;
  } catch (error) {
    log.warn('Reading the RSVP kept across the login failed', error);
    return null;
  }
}

export function clearPendingRsvp(eventId: string): void {
  try {
    sessionStorage.removeItem(pendingKey(eventId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
