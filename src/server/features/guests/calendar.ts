import { type CalendarInvitee, icsAttributes, locationText } from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { EventRow } from '../../platform/access/eventsAccess';
import { icsText } from './icsText';

// The iCalendar text of a party: the calendar download (calendarRoute.ts) and the invitation mail's attachment.

/**
 * The .ics text of an event as a viewer may see it; null without a start time (nothing to put in a calendar).
 * Times are in UTC (the `ics` package writes no VTIMEZONE). `invitee`: the guest the download is for, whose
 * ATTENDEE line carries their answer (the download, and the invitation mail's attachment).
 */
/**
 * How a mail carries the calendar: an invitation or its update (REQUEST, with the party's SEQUENCE, which
 * goes up by one with each change guests are sent), or its cancellation (CANCEL, same UID). The download has
 * none: it is a plain published calendar.
 */
export type IcsMethod = { method: 'REQUEST' | 'CANCEL'; sequence: number };
/** The download: no method, but the same SEQUENCE as the last mail, so a calendar keeps the newest version. */
export type IcsVersion = IcsMethod | { method?: undefined; sequence: number };

export function eventIcs(
  event: EventRow,
  showPlace: boolean,
  baseUrl: string,
  invitee?: CalendarInvitee | null,
  method?: IcsVersion,
): string | null {
  const attributes = icsAttributes(
    {
      id: event.id,
      title: event.title,
      description: event.description,
      startTime: event.startTime,
      endTime: event.endTime,
      timeZone: event.timeZone,
      cancelled: Boolean(event.cancelledAt),
      locationText: showPlace ? locationText(event.location, addressLine(event.location?.address)) : null,
      lat: showPlace ? event.location?.lat : null,
      lng: showPlace ? event.location?.lng : null,
      pageUrl: `${baseUrl}/event/${event.id}`,
    },
    UNTITLED_PARTY,
    new URL(baseUrl).hostname,
    invitee,
  );
  if (!attributes) return null;
  return icsText(
    method
      ? {
          ...attributes,
          ...(method.method ? { method: method.method } : {}),
          sequence: method.sequence,
          ...(method.method === 'CANCEL' ? { status: 'CANCELLED' as const } : {}),
        }
      : attributes,
  );
}
