import { mailboxAddress } from '../../../shared/common/email';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';

// The words every party e-mail shares (invitation, cohost invite, message): the title, the host, and the date
// in the party's own time zone, so each mail says them the same way.

/** The party's title, or the spec's placeholder when it has none. */
export function mailTitle(event: { title: string }): string {
  return event.title.trim() || UNTITLED_PARTY;
}

/**
 * The app's own sending address (the From of MAIL_FROM, checked at start-up): the ORGANIZER of the calendar
 * invitations, so calendars show their answer buttons without any host's address being written.
 */
export function senderAddress(env: { MAIL_FROM: string }): string {
  return mailboxAddress(env.MAIL_FROM) ?? 'no-reply@elk.localhost';
}

/** The sender's name, or "Your host" when it is blank. */
export function hostLabel(name: string): string {
  return name.trim() || 'Your host';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US date format in `timeZone`, made once per zone and options: making one costs some 0.25 ms, using it
 * 0.008 ms, and a party's confirmations and reminders format the same party's date by the thousand. The zones
 * are the IANA names events carry (a few hundred at most). An unknown zone throws, as it would uncached.
 */
export function dateFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** "Saturday, June 6, 2026 at 8:00 PM" in the party's time zone; '' when the party has no start yet. */
export function mailWhen(event: { startTime: number | null; timeZone: string | null }): string {
  if (!event.startTime) return '';
  return dateFormat(event.timeZone || 'UTC', { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(event.startTime),
  );
}
