import { effectiveEndTime } from './eventClock';
import type { RsvpStatus, WaitlistStatus } from './schema';

// Add-to-calendar (spec section 2, "Event page"): a Google Calendar link and what an .ics file says. The Google
// link's times are in UTC ('Z') with the event's zone (ctz) beside them; the .ics writes them on the party's own
// clock (TZID, with its VTIMEZONE: server/features/invitations/calendar.ts), so calendars keep it right across DST.

export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  startTime: number;
  endTime: number;
  timeZone: string;
  cancelled: boolean;
  /** The address text, when the viewer may see it; null otherwise. */
  locationText: string | null;
  lat?: number | null;
  lng?: number | null;
  /** The event page address. */
  pageUrl: string;
};

const GOOGLE_CALENDAR_URL = 'https://calendar.google.com/calendar/render';
/** Google cuts long links; the details field is the one that grows. */
const MAX_DETAILS = 1_500;

/** 20260110T030000Z */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function detailsText(event: CalendarEvent): string {
  const description = event.description.trim();
  const shortened = description.length > MAX_DETAILS ? `${description.slice(0, MAX_DETAILS)}…` : description;
  return [shortened, event.pageUrl].filter(Boolean).join('\n\n');
}

/** The Google Calendar "add event" link; null without a start time. */
export function googleCalendarUrl(event: CalendarEvent, untitled: string): string | null {
  if (!event.startTime) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title.trim() || untitled,
    dates: `${utcStamp(event.startTime)}/${utcStamp(effectiveEndTime(event))}`,
    ctz: event.timeZone,
    details: detailsText(event),
  });
  if (event.locationText) params.set('location', event.locationText);
  return `${GOOGLE_CALENDAR_URL}?${params}`;
}

/**
 * The server's .ics download of an event (GET, answered by server/http/eventCalendar.ts), with the invitation
 * link's credentials so a guest who is not signed in gets the place too; the session cookie also counts.
 */
export function icsDownloadUrl(eventId: string, link: { inviteeUuid?: string; token?: string } = {}): string {
  const params = new URLSearchParams();
  if (link.inviteeUuid) params.set('iu', link.inviteeUuid);
  if (link.token) params.set('token', link.token);
  const search = params.toString();
  return `/api/event/${encodeURIComponent(eventId)}/calendar.ics${search ? `?${search}` : ''}`;
}

/** The .ics file name: the title in lower-case words joined by dashes ('party.ics' when nothing is left). */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'party'}.ics`;
}

/** The invited guest a download is for (their own invitation, proven by their link's token or their session). */
export type CalendarInvitee = {
  name: string;
  email: string | null;
  rsvpStatus: RsvpStatus;
  waitlistStatus: WaitlistStatus | null;
  additionalGuestCount: number;
};

export type IcsPartstat = 'ACCEPTED' | 'DECLINED' | 'TENTATIVE' | 'NEEDS-ACTION';

/**
 * The guest's answer as an iCalendar PARTSTAT: yes is ACCEPTED (TENTATIVE while the host has not approved a
 * waitlisted yes), no or a denied request is DECLINED, anything else (invited, seen) is NEEDS-ACTION.
 */
export function icsPartstat(invitee: Pick<CalendarInvitee, 'rsvpStatus' | 'waitlistStatus'>): IcsPartstat {
  if (invitee.rsvpStatus === 'NO' || invitee.waitlistStatus === 'DENIED') return 'DECLINED';
  if (invitee.rsvpStatus === 'YES') {
    return invitee.waitlistStatus === 'PENDING_APPROVAL' ? 'TENTATIVE' : 'ACCEPTED';
  }
  return 'NEEDS-ACTION';
}

/** The guest's ATTENDEE line of an .ics: who they are and their answer. */
export type IcsAttendee = {
  name: string;
  email: string;
  partstat: IcsPartstat;
  /** RSVP=TRUE: the guest has not answered, so their calendar offers the answers. */
  rsvp: boolean;
  /** X-NUM-GUESTS: the people a guest who said yes brings along. */
  additionalGuests: number;
};

/**
 * The guest's own ATTENDEE line with their answer; null for a guest without an e-mail (an ATTENDEE is a
 * calendar address, written as mailto:).
 */
export function icsAttendee(invitee: CalendarInvitee): IcsAttendee | null {
  if (!invitee.email) return null;
  const partstat = icsPartstat(invitee);
  return {
    name: invitee.name.trim() || invitee.email,
    email: invitee.email,
    partstat,
    rsvp: partstat === 'NEEDS-ACTION',
    additionalGuests: partstat === 'ACCEPTED' ? invitee.additionalGuestCount : 0,
  };
}

/** One party as an .ics VEVENT says it, whichever library writes the text. */
export type IcsEvent = {
  uid: string;
  title: string;
  description: string;
  start: number;
  end: number;
  /** The party's IANA zone: the times are written on its clock. */
  timeZone: string;
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
  location: string | null;
  geo: { lat: number; lon: number } | null;
  attendee: IcsAttendee | null;
};

/**
 * The .ics event of a party; null without a start time. The uid is stable per event so importing the file again
 * updates the calendar entry instead of duplicating it. For an invited guest, `invitee` adds their ATTENDEE
 * line with their answer.
 */
export function icsAttributes(
  event: CalendarEvent,
  untitled: string,
  uidDomain: string,
  invitee?: CalendarInvitee | null,
): IcsEvent | null {
  if (!event.startTime) return null;
  return {
    uid: `${event.id}@${uidDomain}`,
    title: event.title.trim() || untitled,
    description: detailsText(event),
    start: event.startTime,
    end: effectiveEndTime(event),
    timeZone: event.timeZone,
    url: event.pageUrl,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    location: event.locationText || null,
    geo:
      event.locationText && typeof event.lat === 'number' && typeof event.lng === 'number'
        ? { lat: event.lat, lon: event.lng }
        : null,
    attendee: invitee ? icsAttendee(invitee) : null,
  };
}

/** The address of a location as one line for calendars and maps: the place name, then the address. */
export function locationText(
  location: { displayName?: string; placeName?: string } | null | undefined,
  address: string,
): string | null {
  if (!location) return null;
  const name = (location.placeName || location.displayName || '').trim();
  const parts = [name, address].filter(Boolean);
  // A display name that already spells out the address is not repeated.
  if (parts.length === 2 && address.toLowerCase().includes(name.toLowerCase())) return address;
  if (parts.length === 2 && name.toLowerCase().includes(address.toLowerCase())) return name;
  return parts.join(', ') || null;
}

/** A map search link for the location (works on every device without a maps key). */
export function mapUrl(
  location: { lat?: number; lng?: number } | null | undefined,
  text: string | null,
): string | null {
  if (!location && !text) return null;
  const query =
    text ??
    (typeof location?.lat === 'number' && typeof location.lng === 'number'
      ? `${location.lat},${location.lng}`
      : '');
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
