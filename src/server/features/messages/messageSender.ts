import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryChannel } from '../../../shared/messages/rules';
import { events, invitees, messages, userEmails, userPhones, users } from '../../platform/db/schema';
import type { InviteeRow } from '../../platform/access/eventsAccess';
import { publicUrl } from '../../platform/env';
import { escapeHtml } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/providers/mail';
import { inviteLinks, inviteTokenFor } from '../guests';
import { hostLabel, mailTitle } from '../../platform/mail/mailText';
import type { JobDeps } from '../../platform/jobs';

// Delivering one message to one person, run by the 'message-send' job (jobs.ts) once per attempt so a
// failing provider is retried and a restart loses nothing. Guests get an e-mail with the message and their
// personal event link (or a text when they have only a phone and have not refused texts); a guest's message
// to the hosts goes to the organizer's account.

type SendDeps = Pick<JobDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

/** Who one delivery job is for: a guest of the party, a host's account, or a copy to an address. */
const messageRecipientSchema = z.union([
  z.object({ inviteeId: z.guid() }),
  z.object({ userId: z.guid() }),
  z.object({ email: z.string().min(1) }),
]);
/** The 'message-send' job's payload: one message to one recipient. */
export const messageJobSchema = z.object({ messageId: z.guid(), to: messageRecipientSchema });
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export type MessageJob = z.infer<typeof messageJobSchema>;

export const messageJobKey = (job: MessageJob) => {
  const to = job.to;
  const who = 'inviteeId' in to ? `i:${to.inviteeId}` : 'userId' in to ? `u:${to.userId}` : `e:${to.email}`;
  return `${job.messageId}:${who}`;
};

/**
 * The guest's personal link: the same token the invitation e-mail carries (filled in when the guest has none).
 * A guest who already holds another token (from an RSVP without an account) keeps it, and gets a link by
 * invitee id, which opens the same page.
 */
async function personalLink(deps: SendDeps, baseUrl: string, guest: InviteeRow): Promise<string> {
  const { token, tokenHash } = inviteTokenFor(deps.secrets.codeKey, guest.id);
  const byId = `${baseUrl}/event/${guest.eventId}?iu=${guest.id}`;
  if (guest.tokenHash)
    return guest.tokenHash === tokenHash
      ? inviteLinks(baseUrl, guest.eventId, guest.id, token).invitation
      : byId;
  // Only an empty token is filled: one handed out meanwhile (an RSVP) is kept, and the link goes by id.
  const filled = await deps.db
    .update(invitees)
    .set({ tokenHash })
    .where(and(eq(invitees.id, guest.id), isNull(invitees.tokenHash)))
    .returning({ id: invitees.id });
  return filled.length > 0 ? inviteLinks(baseUrl, guest.eventId, guest.id, token).invitation : byId;
}

function messageMail(options: {
  to: string;
  senderName: string;
  title: string;
  text: string;
  link: string;
  eventId: string;
}): MailMessage {
  const sender = hostLabel(options.senderName);
  return {
    to: options.to,
    subject: `${sender} sent a message about ${options.title}`,
    text: `${sender} wrote about ${options.title}:\n\n${options.text}\n\nView the party: ${options.link}\n`,
    html:
      `<p>${escapeHtml(sender)} wrote about <strong>${escapeHtml(options.title)}</strong>:</p>` +
      `<blockquote style="white-space:pre-wrap;margin:16px 0;padding:12px 16px;border-left:4px solid #ccc">${escapeHtml(options.text)}</blockquote>` +
      `<p><a href="${escapeHtml(options.link)}" style="padding:12px 20px;background:#222;color:#fff;border-radius:8px;text-decoration:none">View the party</a></p>`,
    meta: { eventId: options.eventId, kind: 'message' },
  };
}

const smsText = (senderName: string, title: string, text: string, link: string) =>
  `${hostLabel(senderName)} (${title}): ${text} ${link}`;

/** Sends one delivery; throws when the provider fails so the queue retries. 'skipped': nothing to send. */
export async function attemptMessage(deps: SendDeps, job: MessageJob): Promise<'sent' | 'skipped'> {
  const [found] = await deps.db
    .select({ message: messages, event: events })
    .from(messages)
    .innerJoin(events, eq(events.id, messages.eventId))
    .where(eq(messages.id, job.messageId));
  if (!found) return 'skipped';
  const { message, event } = found;
  const title = mailTitle(event);
  const baseUrl = publicUrl(deps.env);
  const mail = (to: string, link: string) =>
    deps.mail.send(
      messageMail({
        to,
        senderName: message.senderName,
        title,
        text: message.message,
        link,
        eventId: event.id,
      }),
    );
  const text = (to: string, link: string) =>
    deps.sms.send({
      to,
      text: smsText(message.senderName, title, message.message, link),
      meta: { eventId: event.id, kind: 'message' },
    });

  if ('email' in job.to) {
    await mail(job.to.email, `${baseUrl}/event/${event.id}`);
    return 'sent';
  }
  if ('userId' in job.to) return sendToAccount(job.to.userId, `${baseUrl}/event/${event.id}`);

  const [guest] = await deps.db
    .select({ invitee: invitees, optedOutAt: users.optedOutAt, textStatus: users.textPermissionStatus })
    .from(invitees)
    .leftJoin(users, eq(users.id, invitees.userId))
    .where(and(eq(invitees.id, job.to.inviteeId), eq(invitees.eventId, event.id)));
  if (!guest || guest.invitee.rsvpStatus === 'HIDDEN') return 'skipped';
  const textsRefused =
    guest.invitee.textPermissionGranted === false ||
    guest.optedOutAt !== null ||
    guest.textStatus === 'REJECTED';
  const channel = deliveryChannel({ email: guest.invitee.email, phone: guest.invitee.phone, textsRefused });
  if (!channel) return 'skipped';
  const link = await personalLink(deps, baseUrl, guest.invitee);
  if (channel === 'email') await mail(guest.invitee.email!, link);
  else await text(guest.invitee.phone!, link);
  return 'sent';

  async function sendToAccount(userId: string, link: string): Promise<'sent' | 'skipped'> {
    const [address] = await deps.db
      .select({ email: userEmails.email })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)))
      .orderBy(asc(userEmails.createdAt))
      .limit(1);
    if (address) {
      await mail(address.email, link);
      return 'sent';
    }
    const [phone] = await deps.db
      .select({ phone: userPhones.phone, optedOutAt: users.optedOutAt })
      .from(userPhones)
      .innerJoin(users, eq(users.id, userPhones.userId))
      .where(eq(userPhones.userId, userId))
      .orderBy(asc(userPhones.createdAt))
      .limit(1);
    if (!phone || phone.optedOutAt) return 'skipped';
    await text(phone.phone, link);
    return 'sent';
  }
}
