import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import {
  type CalendarInvitee,
  type IcsEvent,
  type IcsPartstat,
  icsAttributes,
  locationText,
} from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { EventRow } from '../../core/access/eventsAccess';
import { hostLabel, senderAddress } from '../../platform/mail/mailText';

// The iCalendar text of a party: the calendar download (calendarRoute.ts) and the mails' attachments. Written by
// ical-generator, with the party's times on its own clock (DTSTART;TZID=…) and that zone's VTIMEZONE from
// @touch4it/ical-timezones, so a calendar in another zone shows the right hour on both sides of a DST change.

/**
 * Who sends a mail's invitation (RFC 5546 needs an ORGANIZER on REQUEST and CANCEL, and Gmail and Outlook show
 * their answer buttons only with one): the host's name, at the app's own sending address, never the host's.
 */
export type IcsOrganizer = { name: string; email: string };

/** The organizer of the invitations a party's mails carry: its host, by name, at the app's sending address. */
export function mailOrganizer(env: { MAIL_FROM: string }, hostName: string): IcsOrganizer {
  return { name: hostLabel(hostName), email: senderAddress(env) };
}

/**
 * How a mail carries the calendar: an invitation or its update (REQUEST, with the party's SEQUENCE, which
 * goes up by one with each change guests are sent), or its cancellation (CANCEL, same UID).
 */
export type IcsMethod = { method: 'REQUEST' | 'CANCEL'; sequence: number; organizer: IcsOrganizer };
/** The download: no method, but the same SEQUENCE as the last mail, so a calendar keeps the newest version. */
export type IcsVersion = IcsMethod | { method?: undefined; sequence: number };

const PARTSTAT: Record<IcsPartstat, ICalAttendeeStatus> = {
  ACCEPTED: ICalAttendeeStatus.ACCEPTED,
  DECLINED: ICalAttendeeStatus.DECLINED,
  TENTATIVE: ICalAttendeeStatus.TENTATIVE,
  'NEEDS-ACTION': ICalAttendeeStatus.NEEDSACTION,
};

/**
 * A name as a quoted parameter value (CN="…"): RFC 5545 allows no double quote inside one and has no escape
 * for it, nor for line breaks.
 */
const paramText = (name: string) => name.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ');

/**
 * A zone's VTIMEZONE, read once: the package reads its file from disk on every call. Bounded by the zones it
 * knows (an unknown name is not kept).
 */
const vtimezones = new Map<string, string>();
function vtimezone(timeZone: string): string | null {
  const known = vtimezones.get(timeZone);
  if (known !== undefined) return known;
  const component = getVtimezoneComponent(timeZone);
  if (component) vtimezones.set(timeZone, component);
  return component;
}

/**
 * The zone the times are written in: the TZID of the party zone's VTIMEZONE, so TZID and VTIMEZONE always
 * match; null (times in UTC) for a zone the generator does not know.
 */
function calendarZone(timeZone: string): string | null {
  const component = timeZone ? vtimezone(timeZone) : null;
  const tzid = component ? /^TZID:(.+?)\r?$/m.exec(component)?.[1] : undefined;
  if (!tzid) return null;
  return Number.isNaN(new TZDate(0, tzid).getHours()) ? null : tzid;
}

type Calendar = ReturnType<typeof ical>;

/** A calendar of Elk's: no calendar-wide zone name (ical-generator would then write DTSTAMP on that clock without its 'Z'). */
function newCalendar(
  options: Omit<Parameters<typeof ical>[0] & object, 'prodId' | 'timezone'> = {},
): Calendar {
  return ical({
    prodId: { company: 'elk', product: 'event' },
    timezone: { name: null, generator: vtimezone },
    ...options,
  });
}

/** Adds one party to `calendar`, as `event` describes it and carried as `version` says. */
function addIcsEvent(calendar: Calendar, event: IcsEvent, version: IcsVersion): void {
  const zone = calendarZone(event.timeZone);
  const at = (epochMs: number) => (zone ? new TZDate(epochMs, zone) : new Date(epochMs));
  const cancelled = version.method === 'CANCEL' || event.status === 'CANCELLED';
  const { attendee } = event;
  calendar.createEvent({
    id: event.uid,
    sequence: version.sequence,
    start: at(event.start),
    end: at(event.end),
    timezone: zone,
    summary: event.title,
    description: event.description,
    url: event.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(event.location
      ? { location: { title: event.location, ...(event.geo ? { geo: event.geo } : {}) } }
      : {}),
    ...(version.method
      ? { organizer: { name: paramText(version.organizer.name), email: version.organizer.email } }
      : {}),
    attendees: attendee
      ? [
          {
            name: paramText(attendee.name),
            email: attendee.email,
            role: ICalAttendeeRole.REQ,
            status: PARTSTAT[attendee.partstat],
            // A cancellation asks for no answer.
            rsvp: version.method === 'CANCEL' ? null : attendee.rsvp,
            ...(attendee.additionalGuests > 0
              ? { x: { 'X-NUM-GUESTS': String(attendee.additionalGuests) } }
              : {}),
          },
        ]
      : [],
  });
}

/** The .ics text of one party as `event` describes it, carried as `version` says. */
export function icsCalendarText(event: IcsEvent, version: IcsVersion): string {
  const calendar = newCalendar(version.method ? { method: ICalCalendarMethod[version.method] } : {});
  addIcsEvent(calendar, event, version);
  return calendar.toString();
}

/** How often a subscribed calendar should fetch a feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 3600;

/**
 * A subscribed calendar (a person's feed): `name` as the calendar's name, each party at its SEQUENCE, so a
 * calendar that also got the party by mail keeps the newest version. Parties carry no ATTENDEE lines: a feed
 * names nobody.
 */
export function icsFeedText(name: string, parties: { event: IcsEvent; sequence: number }[]): string {
  const calendar = newCalendar({ name, ttl: FEED_REFRESH_SECONDS });
  for (const { event, sequence } of parties)
    addIcsEvent(calendar, { ...event, attendee: null }, { sequence });
  return calendar.toString();
}

/**
 * What the .ics of an event says as a viewer may see it; null without a start time (nothing to put in a
 * calendar). `invitee`: the guest it is for, whose ATTENDEE line carries their answer.
 */
export function partyIcsEvent(
  event: EventRow,
  showPlace: boolean,
  baseUrl: string,
  invitee?: CalendarInvitee | null,
): IcsEvent | null {
  return icsAttributes(
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
}

/**
 * The .ics text of an event as a viewer may see it (partyIcsEvent), carried as `version` says: the download,
 * and the mails' attachments.
 */
export function eventIcs(
  event: EventRow,
  showPlace: boolean,
  baseUrl: string,
  invitee: CalendarInvitee | null | undefined,
  version: IcsVersion,
): string | null {
  const attributes = partyIcsEvent(event, showPlace, baseUrl, invitee);
  return attributes ? icsCalendarText(attributes, version) : null;
}
