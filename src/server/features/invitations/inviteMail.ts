import { viewerClockText } from '../../../shared/events/eventDateText';
import { type CalendarInvitee, locationText } from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { hmacHex, sha256Hex } from '../../platform/auth/crypto';
import type { EventRow } from '../../core/access/eventsAccess';
import { mailImageLink } from '../../platform/mail/mailImageLink';
import { eventIcs, type IcsOrganizer } from './calendar';
import {
  type UnsubscribeTarget,
  unsubscribeParts,
  withUnsubscribe,
} from '../../platform/mail/unsubscribeLink';
import {
  greetingName,
  type InvitationCard,
  invitationCardHtml,
  invitationCardText,
  mailImageUrl,
} from './invitationCard';
import type { MailMessage } from '../../platform/providers/mail';
import { dateFormat, mailTitle, mailWhen } from '../../platform/mail/mailText';

// The invitation e-mail (spec section 5, "Sending"): an image-led card (mail/invitationCard.ts) with title,
// date, place, host, Accept/Decline buttons on the personal link, and an .ics with METHOD:REQUEST so calendars
// offer to add it.

/**
 * The guest's link token: an HMAC of the invitee id, so re-sending gives the same link; only its SHA-256 is
 * stored (invitees.token_hash) and looked up by resolveViewer.
 */
export function inviteTokenFor(secretKey: string, inviteeId: string): { token: string; tokenHash: string } {
  const token = hmacHex(secretKey, `invite:${inviteeId}`);
  return { token, tokenHash: sha256Hex(token) };
}

export type InviteLinks = { invitation: string; accept: string; decline: string };

/**
 * The guest's personal event page, and the same page with the answer the guest clicked in the mail: the page
 * reads r=yes / r=no and opens the RSVP with that answer (RsvpPanel, modalForResponse), so +N, a message and
 * the host's questions can still be given before anything is recorded.
 */
export function inviteLinks(baseUrl: string, eventId: string, inviteeId: string, token: string): InviteLinks {
  const invitation = `${baseUrl}/event/${eventId}?iu=${encodeURIComponent(inviteeId)}&token=${encodeURIComponent(token)}`;
  return { invitation, accept: `${invitation}&r=yes`, decline: `${invitation}&r=no` };
}

/** The host's preview: the plain event page, acting on no guest. */
export function previewLinks(baseUrl: string, eventId: string): InviteLinks {
  const page = `${baseUrl}/event/${eventId}`;
  return { invitation: page, accept: page, decline: page };
}

/**
 * The .ics as an invitation (METHOD:REQUEST, the party's current SEQUENCE) rather than a plain published
 * calendar, with the recipient's ATTENDEE line (their answer so far; RSVP=TRUE while they have not answered)
 * and the host as ORGANIZER at the app's own address (guests are never shown the host's).
 */
function requestIcs(
  event: EventRow,
  baseUrl: string,
  invitee: CalendarInvitee | null,
  sequence: number,
  organizer: IcsOrganizer,
): string | null {
  return eventIcs(event, true, baseUrl, invitee, { method: 'REQUEST', sequence, organizer });
}

/**
 * "Saturday, June 6, 2026 at 8:00 PM PDT": the date in the party's own zone, with the zone named; and for a
 * guest whose own zone is known and reads differently, theirs too: "… 8:00 PM CDT (9:00 PM your time)".
 */
export function invitationWhen(
  event: Pick<EventRow, 'startTime' | 'timeZone'>,
  guestTimeZone?: string | null,
): string {
  const when = mailWhen(event);
  if (!when || !event.startTime) return when;
  const zone = dateFormat(event.timeZone || 'UTC', { timeZoneName: 'short' })
    .formatToParts(new Date(event.startTime))
    .find((part) => part.type === 'timeZoneName')?.value;
  const theirs = viewerClockText(event, guestTimeZone ?? undefined);
  const named = zone ? `${when} ${zone}` : when;
  return theirs ? `${named} (${theirs})` : named;
}

export function invitationMail(options: {
  to: string;
  event: EventRow;
  hostName: string;
  hostPhotoUrl?: string | null;
  guestName: string;
  links: InviteLinks;
  baseUrl: string;
  preview?: boolean;
  /** The guest the mail invites, for the calendar's ATTENDEE line (none on the host's preview). */
  invitee?: CalendarInvitee;
  /** The party's calendar SEQUENCE (0 until guests were sent a change). */
  sequence?: number;
  /** The app's sending address (MAIL_FROM's), the calendar invitation's ORGANIZER. */
  sender: string;
  /** The guest's unsubscribe link (none on the host's preview). */
  unsubscribe?: { secretKey: string; target: UnsubscribeTarget };
}): MailMessage {
  const { event, links, baseUrl } = options;
  const card: InvitationCard = {
    title: mailTitle(event),
    when: invitationWhen(event),
    place: locationText(event.location, addressLine(event.location?.address)) ?? '',
    hostName: options.hostName.trim(),
    // Elk's own pictures as JPEGs any mail program shows; a sign-in provider's picture as it is.
    hostPhotoUrl:
      mailImageLink(options.hostPhotoUrl, baseUrl, 'avatar') ?? mailImageUrl(options.hostPhotoUrl, baseUrl),
    // Only one of Elk's own covers (issue 37): a cover on another site would learn who opened the mail.
    coverUrl: mailImageLink(event.photoUrl, baseUrl, 'cover'),
    guestName: greetingName(options.guestName),
    links,
    preview: Boolean(options.preview),
  };
  const subject = `${card.preview ? '[Preview] ' : ''}${card.hostName || 'Your host'} invited you to ${card.title}`;
  const organizer = { name: card.hostName || 'Your host', email: options.sender };
  const ics = requestIcs(event, baseUrl, options.invitee ?? null, options.sequence ?? 0, organizer);
  const message: MailMessage = {
    to: options.to,
    subject,
    text: invitationCardText(card),
    html: invitationCardHtml(card),
    attachments: ics
      ? [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST' }]
      : [],
    meta: { eventId: event.id, kind: card.preview ? 'invite-preview' : 'invite' },
  };
  const { unsubscribe } = options;
  return unsubscribe
    ? withUnsubscribe(
        message,
        unsubscribeParts(unsubscribe.secretKey, baseUrl, unsubscribe.target, options.to),
      )
    : message;
}
