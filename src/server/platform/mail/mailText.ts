import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';

// The words every party e-mail shares (invitation, cohost invite, message): the title, the host, and the date
// in the party's own time zone, so each mail says them the same way.

/** The party's title, or the spec's placeholder when it has none. */
export function mailTitle(event: { title: string }): string {
  return event.title.trim() || UNTITLED_PARTY;
}

/** The sender's name, or "Your host" when it is blank. */
export function hostLabel(name: string): string {
  return name.trim() || 'Your host';
}

/** "Saturday, June 6, 2026 at 8:00 PM" in the party's time zone; '' when the party has no start yet. */
export function mailWhen(event: { startTime: number | null; timeZone: string | null }): string {
  if (!event.startTime) return '';
  return new Date(event.startTime).toLocaleString('en-US', {
    timeZone: event.timeZone || 'UTC',
    dateStyle: 'full',
    timeStyle: 'short',
  });
}
