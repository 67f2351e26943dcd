import { eq } from 'drizzle-orm';
import { locationText } from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import { waitlistHold } from '../../../shared/rsvp/rules';
import type { EventRow, InviteeRow } from '../../core/access/eventsAccess';
import { events, invitees, partyNotices, users } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import type { JobDeps } from '../../platform/jobs';
import { hostLabel, mailTitle } from '../../platform/mail/mailText';
import type { MailMessage } from '../../platform/providers/mail';
import { eventIcs, icsCalendarText, invitationWhen, mailOrganizer, personalLink } from '../invitations';
import type { DeliveryRow } from './deliveryStore';
import { type DeliveryParams, paramsOf } from './deliveryParams';
import { confirmationMail } from './confirmationMail';
import { icsAttachment, type NoticeBlock, noticeMail } from './noticeMail';
import { prepareWaitlistNotice } from './waitlistNotices';

// The guests' notices, written when they are sent: reminders, updated invitations, cancellations and RSVP
// confirmations. A notice the party has overtaken (it moved again, was cancelled, the guest answered anew) is
// skipped with the reason, and the newer one goes instead.

export type SendDeps = Pick<JobDeps, 'db' | 'env' | 'secrets'>;

/** A message ready to go on the delivery's channel, or why it no longer should. */
export type Prepared = { skip: string } | { mail: MailMessage } | { sms: string };

export type Party = { event: EventRow; hostName: string; hostPhotoUrl?: string | null; sequence: number };

/**
 * Where a notice reads its party and guest from: the database, or what a batch of sends read together
 * (deliverySender.ts: sendDeliveries).
 */
export type NoticeReads = {
  party: (eventId: string | null) => Promise<Party | null>;
  guest: (inviteeId: string | null) => Promise<InviteeRow | null>;
};

export async function loadParty(deps: SendDeps, eventId: string | null): Promise<Party | null> {
  if (!eventId) return null;
  const [row] = await deps.db
    .select({
      event: events,
      hostName: users.name,
      hostPhotoUrl: users.photoUrl,
      sequence: partyNotices.calendarSequence,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.organizerId))
    .leftJoin(partyNotices, eq(partyNotices.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!row) return null;
  const { event, hostName, hostPhotoUrl, sequence } = row;
  return { event, hostName: hostName ?? '', hostPhotoUrl, sequence: sequence ?? 0 };
}

async function loadGuest(deps: SendDeps, inviteeId: string | null): Promise<InviteeRow | null> {
  if (!inviteeId) return null;
  const [row] = await deps.db.select().from(invitees).where(eq(invitees.id, inviteeId));
  return row ?? null;
}

export const placeOf = (event: EventRow) =>
  locationText(event.location, addressLine(event.location?.address)) ?? '';

/** The "When" and "Where" lines of a party, the time also on the guest's own clock when it is known. */
function whenWhere(event: EventRow, guest: Pick<InviteeRow, 'timeZone'>): NoticeBlock[] {
  const when = invitationWhen(event, guest.timeZone);
  const place = placeOf(event);
  return [
    ...(when ? [{ paragraph: `When: ${when}` }] : []),
    ...(place ? [{ paragraph: `Where: ${place}` }] : []),
  ];
}

/** The invitation's calendar as the guest holds it (REQUEST at `sequence`), with their own answer. */
function requestAttachment(deps: SendDeps, party: Party, guest: InviteeRow, to: string, sequence: number) {
  const organizer = mailOrganizer(deps.env, party.hostName);
  const ics = eventIcs(
    party.event,
    true,
    publicUrl(deps.env),
    { ...guest, email: to },
    {
      method: 'REQUEST',
      sequence,
      organizer,
    },
  );
  return ics ? [icsAttachment(ics, 'REQUEST')] : [];
}

/** A cancellation's calendar CANCEL, written for its recipient (eventNotices.ts: noticeCancellation). */
function cancelAttachment(p: DeliveryParams<'cancel'>) {
  const { calendar } = p;
  const ics = calendar
    ? icsCalendarText(calendar.event, {
        method: 'CANCEL',
        sequence: calendar.sequence,
        organizer: calendar.organizer,
      })
    : (p.ics ?? null);
  return ics ? [icsAttachment(ics, 'CANCEL')] : [];
}

/** A cancelled party's page for the notice: the guest's own link when they are still on the list. */
async function cancelledPageLink(deps: SendDeps, reads: NoticeReads, delivery: DeliveryRow, baseUrl: string) {
  const guest = await reads.guest(delivery.inviteeId);
  return guest ? personalLink(deps, baseUrl, guest, delivery.to) : `${baseUrl}/event/${delivery.eventId}`;
}

const SKIP = {
  gone: 'The party was deleted.',
  cancelled: 'The party was cancelled.',
  guestGone: 'The guest is no longer on the list.',
  declined: "The guest can't make it.",
  remindersOff: 'Reminders were turned off.',
  moved: 'The party moved: the reminder for its new time goes instead.',
  newerUpdate: 'A newer updated invitation goes instead.',
  newerAnswer: 'The guest answered again: that answer is confirmed instead.',
} as const;

/** What a notice to one guest of a party that still stands is written from. */
type GuestNotice = {
  deps: SendDeps;
  delivery: DeliveryRow;
  party: Party;
  guest: InviteeRow;
  /** The guest's own link to the party. */
  link: string;
  title: string;
  baseUrl: string;
};

const metaOf = (delivery: DeliveryRow) => ({ eventId: delivery.eventId, kind: delivery.kind });

/** Reminders, updates, cancellations and confirmations to one guest address. */
export async function prepareGuestNotice(
  deps: SendDeps,
  delivery: DeliveryRow,
  reads: NoticeReads = {
    party: (eventId) => loadParty(deps, eventId),
    guest: (inviteeId) => loadGuest(deps, inviteeId),
  },
): Promise<Prepared> {
  const baseUrl = publicUrl(deps.env);
  if (delivery.kind === 'cancel') return prepareCancellation(deps, reads, delivery, baseUrl);
  const party = await reads.party(delivery.eventId);
  if (!party) return { skip: SKIP.gone };
  if (party.event.cancelledAt) return { skip: SKIP.cancelled };
  const guest = await reads.guest(delivery.inviteeId);
  if (!guest) return { skip: SKIP.guestGone };
  const link = await personalLink(deps, baseUrl, guest, delivery.to);
  const notice: GuestNotice = { deps, delivery, party, guest, link, title: mailTitle(party.event), baseUrl };
  if (delivery.kind === 'waitlist') {
    return prepareWaitlistNotice(delivery, party, guest, {
      link,
      whenWhere: whenWhere(party.event, guest),
      attachments: requestAttachment(deps, party, guest, delivery.to, party.sequence),
    });
  }
  if (delivery.kind === 'reminder') return prepareReminder(notice);
  if (delivery.kind === 'update') return prepareUpdate(notice);
  return prepareConfirmation(notice);
}

/** A cancellation: written from what the party was when it was cancelled (it may be deleted since). */
async function prepareCancellation(
  deps: SendDeps,
  reads: NoticeReads,
  delivery: DeliveryRow,
  baseUrl: string,
): Promise<Prepared> {
  const p = paramsOf('cancel', delivery.params);
  const host = hostLabel(p.hostName);
  const page =
    p.deleted || !delivery.eventId ? null : await cancelledPageLink(deps, reads, delivery, baseUrl);
  if (delivery.channel === 'sms') {
    return { sms: `${MESSAGE_TEXT.cancelled(p.title)}${p.note ? ` ${host}: ${p.note}` : ''}` };
  }
  return {
    mail: noticeMail({
      to: delivery.to,
      subject: `Canceled: ${p.title}`,
      heading: `${host} canceled ${p.title}`,
      blocks: [
        { paragraph: MESSAGE_TEXT.cancelled(p.title) },
        ...(p.when ? [{ paragraph: `It was planned for ${p.when}.` }] : []),
        ...(p.note ? [{ paragraph: `${host} wrote: ${p.note}` }] : []),
      ],
      ...(page ? { button: { label: 'View the party', url: page } } : {}),
      attachments: cancelAttachment(p),
      meta: metaOf(delivery),
    }),
  };
}

/** A reminder, unless the party turned reminders off, moved, or the guest declined. */
function prepareReminder({ deps, delivery, party, guest, link, title }: GuestNotice): Prepared {
  const { event } = party;
  const p = paramsOf('reminder', delivery.params);
  if (!event.remindersEnabled) return { skip: SKIP.remindersOff };
  if (event.startTime !== p.startTime) return { skip: SKIP.moved };
  if (guest.rsvpStatus === 'NO' || guest.rsvpStatus === 'HIDDEN') return { skip: SKIP.declined };
  const when = invitationWhen(event);
  if (delivery.channel === 'sms') {
    const place = placeOf(event);
    const theirs = invitationWhen(event, guest.timeZone);
    return { sms: `Reminder: ${title}, ${theirs}${place ? ` at ${place}` : ''}. ${link}` };
  }
  return {
    mail: noticeMail({
      to: delivery.to,
      subject: `Reminder: ${title}, ${when}`,
      heading: `${title} is ${p.reminder === '24h' ? 'coming up' : 'about to start'}`,
      blocks: whenWhere(event, guest),
      button: { label: 'View the party', url: link },
      attachments: requestAttachment(deps, party, guest, delivery.to, party.sequence),
      meta: metaOf(delivery),
    }),
  };
}

/** The invitation again after a move, to a guest going, unless a newer one goes instead. */
function prepareUpdate({ deps, delivery, party, guest, link, title }: GuestNotice): Prepared {
  const { event } = party;
  const p = paramsOf('update', delivery.params);
  if (party.sequence > p.sequence) return { skip: SKIP.newerUpdate };
  if (guest.rsvpStatus !== 'YES') return { skip: SKIP.declined };
  const what = p.changed.length === 2 ? 'time and place' : (p.changed[0] ?? 'details');
  const host = hostLabel(party.hostName);
  if (delivery.channel === 'sms') {
    return {
      sms: `${host} changed the ${what} of ${title}: ${invitationWhen(event, guest.timeZone)}, ${placeOf(event)}. ${link}`,
    };
  }
  return {
    mail: noticeMail({
      to: delivery.to,
      subject: `Updated: ${title} has a new ${what}`,
      heading: `${host} changed the ${what} of ${title}`,
      blocks: whenWhere(event, guest),
      button: { label: 'View the party', url: link },
      attachments: requestAttachment(deps, party, guest, delivery.to, p.sequence),
      meta: metaOf(delivery),
    }),
  };
}

/** The subject of an RSVP confirmation: what the guest's answer came to. */
function confirmationSubject(title: string, going: boolean, hold: ReturnType<typeof waitlistHold>): string {
  if (hold === 'PENDING_APPROVAL') return `You asked to join ${title}`;
  if (hold === 'DENIED') return `You're not on the list for ${title}`;
  return going ? `You're going to ${title}` : `You can't make it to ${title}`;
}

/** The RSVP confirmation, unless the guest answered again since. */
function prepareConfirmation({ deps, delivery, party, guest, link, title, baseUrl }: GuestNotice): Prepared {
  const { event } = party;
  const p = paramsOf('confirmation', delivery.params);
  if (guest.respondedAt?.getTime() !== p.respondedAt) return { skip: SKIP.newerAnswer };
  const hold = guest.rsvpStatus === 'YES' ? waitlistHold(guest, event.hasWaitlist) : null;
  const going = guest.rsvpStatus === 'YES' && !hold;
  const subject = confirmationSubject(title, going, hold);
  const extra = going && guest.additionalGuestCount > 0 ? ` (+${guest.additionalGuestCount})` : '';
  if (delivery.channel === 'sms') {
    return { sms: `${subject}${extra}. Change your answer: ${link}` };
  }
  return {
    mail: confirmationMail({
      to: delivery.to,
      subject,
      event,
      hostName: party.hostName,
      hostPhotoUrl: party.hostPhotoUrl ?? null,
      guest,
      place: placeOf(event),
      link,
      baseUrl,
      // Its calendar file only once the host let the guest in (issue 38).
      attachments: hold ? [] : requestAttachment(deps, party, guest, delivery.to, party.sequence),
      meta: metaOf(delivery),
    }),
  };
}
