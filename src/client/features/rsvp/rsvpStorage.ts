// Browser storage of the RSVP flow: the answer that waits for a login (session storage, so it survives the
// login redirects of this tab and nothing else), and the app-download prompt's memory.
import type { PendingRsvp } from '../../../shared/rsvp/rsvpAction';
import { log } from '../../app/lib/log';

const pendingKey = (eventId: string) => `elk.pendingRsvp.${eventId}`;
const HAS_APP = 'elk.hasApp';
const APP_PROMPT_SHOWN = 'elk.appPromptShown';

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

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch (error) {
    log.warn(`Storing ${key} failed`, error);
  }
}

export const hasAppSaid = () => read(() => localStorage, HAS_APP);
export const rememberHasApp = () => write(() => localStorage, HAS_APP);
export const appPromptShownThisVisit = () => read(() => sessionStorage, APP_PROMPT_SHOWN);
export const rememberAppPromptShown = () => write(() => sessionStorage, APP_PROMPT_SHOWN);
