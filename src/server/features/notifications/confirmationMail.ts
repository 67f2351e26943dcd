import { PRODUCT_NAME } from '../../../shared/constants';
import { waitlistHold } from '../../../shared/rsvp/rules';
import { googleCalendarUrl, icsDownloadUrl } from '../../../shared/events/calendar';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { EventRow, InviteeRow } from '../../core/access/eventsAccess';
import { hostLabel, mailTitle } from '../../platform/mail/mailText';
import type { MailAttachment, MailMessage } from '../../platform/providers/mail';
import { type CardButton, greetingLine, greetingName, invitationWhen, partyCardHtml } from '../invitations';
import { mailImageLink } from '../../platform/mail/mailImageLink';

// The RSVP confirmation e-mail (issue 38): the invitation's card again (cover, title, date, host) with the
// guest's answer above the title, calendar buttons for a guest who is going, and their personal link to change
// the answer. The place shows only to a guest who is in: a request waiting for the host's approval is not.

export type Confirmation = {
  to: string;
  subject: string;
  event: EventRow;
  hostName: string;
  hostPhotoUrl: string | null;
  guest: Pick<
    InviteeRow,
    'id' | 'name' | 'rsvpStatus' | 'waitlistStatus' | 'additionalGuestCount' | 'timeZone'
  >;
  /** The party's place as the guests who are in see it. */
  place: string;
  /** The guest's personal link (it carries their token when the address is still theirs). */
  link: string;
  baseUrl: string;
  attachments: MailAttachment[];
  meta: Record<string, unknown>;
};

/** 'Add to Google Calendar' and the .ics download (with the guest's link, so it carries the place). */
function calendarButtons(c: Confirmation, place: string): CardButton[] {
  const { event, baseUrl } = c;
  const google = googleCalendarUrl(
    {
      id: event.id,
      title: event.title,
      description: event.description,
      startTime: event.startTime,
      endTime: event.endTime,
      timeZone: event.timeZone,
      cancelled: false,
      locationText: place || null,
      pageUrl: `${baseUrl}/event/${event.id}`,
    },
    UNTITLED_PARTY,
  );
  if (!google) return [];
  const token = new URL(c.link).searchParams.get('token') ?? undefined;
  const ics = `${baseUrl}${icsDownloadUrl(event.id, token ? { inviteeUuid: c.guest.id, token } : {})}`;
  return [
    { label: 'Google Calendar', url: google, primary: false },
    { label: 'Apple / Outlook (.ics)', url: ics, primary: false },
  ];
}

export function confirmationMail(c: Confirmation): MailMessage {
  const { event, guest } = c;
  const title = mailTitle(event);
  // A yes the waitlist holds back (waiting for the host, or denied) gets neither the place nor the calendar.
  const hold = guest.rsvpStatus === 'YES' ? waitlistHold(guest, event.hasWaitlist) : null;
  const going = guest.rsvpStatus === 'YES' && !hold;
  const waiting = hold === 'PENDING_APPROVAL';
  const extra = going && guest.additionalGuestCount > 0 ? ` (+${guest.additionalGuestCount})` : '';
  const answer = waiting
    ? 'you asked to join.'
    : hold === 'DENIED'
      ? "you're not on the list this time."
      : going
        ? `you're going${extra}!`
        : "you can't make it.";
  const when = invitationWhen(event, guest.timeZone);
  const place = going ? c.place : '';
  const calendar = going ? calendarButtons(c, place) : [];
  const notes = [
    ...(waiting ? ['The host will let you know whether you are on the list.'] : []),
    'Changed your mind? Your personal link opens the party, where you can change your answer.',
  ];
  const host = hostLabel(c.hostName);
  const intro = `${greetingLine(greetingName(guest.name))} ${answer}`;
  const html = partyCardHtml({
    title,
    preheader: `${c.subject}${extra}${when ? ` · ${when}` : ''}`,
    intro,
    when,
    place,
    hostName: c.hostName.trim(),
    hostPhotoUrl: mailImageLink(c.hostPhotoUrl, c.baseUrl, 'avatar'),
    coverUrl: mailImageLink(event.photoUrl, c.baseUrl, 'cover'),
    notes,
    buttons: [
      ...(calendar.length ? [calendar] : []),
      [{ label: 'Change your answer', url: c.link, primary: true }],
    ],
    link: { label: 'Open your invitation', url: c.link },
    footer: `Sent with ${PRODUCT_NAME} on behalf of ${host}. The links are your personal link: please don't forward this e-mail.`,
  });
  const text = [
    `${c.subject}${extra}`,
    '',
    ...(when ? [`When: ${when}`] : []),
    ...(place ? [`Where: ${place}`] : []),
    ...(when || place ? [''] : []),
    ...notes.flatMap((note) => [note, '']),
    ...calendar.map((b) => `${b.label}: ${b.url}`),
    `Change your answer: ${c.link}`,
    '',
  ].join('\n');
  return { to: c.to, subject: c.subject, text, html, attachments: c.attachments, meta: c.meta };
}
