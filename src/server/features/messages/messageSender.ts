import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { events, invitees, messages } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { privateMessagesLink } from '../../../shared/messages/rules';
import { escapeHtml, mailDocument } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/providers/mail';
import {
  accountContact,
  clearSendFailure,
  personalLink,
  reachGuest,
  recordSendFailure,
  storedOptOuts,
} from '../invitations';
import {
  optOutKeysFor,
  type UnsubscribeTarget,
  unsubscribeParts,
  withUnsubscribe,
} from '../../platform/mail/unsubscribeLink';
import { hostLabel, mailTitle } from '../../platform/mail/mailText';
import type { JobDeps } from '../../platform/jobs';

// Delivering one message to one person, run by the 'message-send' job (jobs.ts) once per attempt so a
// failing provider is retried and a restart loses nothing. Guests are reached by the one contact rule
// (guests: reachGuest): an e-mail with the message, their personal event link and an unsubscribe link, or a
// text; a guest known only by their account gets it at the account's verified address. A guest's message to
// the hosts goes to the organizer's account.

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

/** A message as an e-mail: who wrote, the text as written, and the button to the party. */
export function messageMail(options: {
  to: string;
  senderName: string;
  title: string;
  text: string;
  link: string;
  eventId: string;
}): MailMessage {
  const sender = hostLabel(options.senderName);
  const subject = `${sender} sent a message about ${options.title}`;
  return {
    to: options.to,
    subject,
    text: `${sender} wrote about ${options.title}:\n\n${options.text}\n\nView the party: ${options.link}\n`,
    html: mailDocument({
      title: subject,
      body:
        `<p style="margin-top:0">${escapeHtml(sender)} wrote about <strong>${escapeHtml(options.title)}</strong>:</p>` +
        `<blockquote style="white-space:pre-wrap;margin:16px 0;padding:12px 16px;border-left:4px solid #ccc">${escapeHtml(options.text)}</blockquote>` +
        `<p><a href="${escapeHtml(options.link)}" style="padding:12px 20px;background:#222;color:#fff;border-radius:8px;text-decoration:none">View the party</a></p>`,
    }),
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
  const mail = (to: string, link: string, target?: UnsubscribeTarget) => {
    const plain = messageMail({
      to,
      senderName: message.senderName,
      title,
      text: message.message,
      link,
      eventId: event.id,
    });
    return deps.mail.send(
      target ? withUnsubscribe(plain, unsubscribeParts(deps.secrets.codeKey, baseUrl, target, to)) : plain,
    );
  };
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
  // A private message's link opens the party page at the thread, where it can be read and answered.
  const landing = (link: string) => (message.isTextBlast ? link : privateMessagesLink(link));
  if ('userId' in job.to) return sendToAccount(job.to.userId, landing(`${baseUrl}/event/${event.id}`));

  const [guest] = await deps.db
    .select()
    .from(invitees)
    .where(and(eq(invitees.id, job.to.inviteeId), eq(invitees.eventId, event.id)));
  if (!guest || guest.rsvpStatus === 'HIDDEN') return 'skipped';
  // The one contact rule: the guest's own address, else their account's verified one; their channels; nobody
  // who unsubscribed.
  const reach = await reachGuest(deps.db, guest, { all: true });
  if ('reason' in reach) {
    await recordSendFailure(deps.db, guest.id, 'message', reach.reason);
    return 'skipped';
  }
  for (const route of reach.routes) {
    // Each address gets its own link's token, so correcting one address revokes only what went there.
    const link = landing(await personalLink(deps, baseUrl, guest, route.to));
    if (route.channel === 'email') await mail(route.to, link, { kind: 'guest', inviteeId: guest.id });
    else await text(route.to, link);
  }
  await clearSendFailure(deps.db, guest.id, 'message');
  return 'sent';

  /** A guest's message to the organizer: their account's e-mail, else a text, unless they opted out. */
  async function sendToAccount(userId: string, link: string): Promise<'sent' | 'skipped'> {
    const contact = await accountContact(deps.db, userId);
    const target: UnsubscribeTarget = { kind: 'host', eventId: event.id, userId };
    const address = contact.email ?? contact.phone;
    if (!address) return 'skipped';
    const keys = optOutKeysFor({ target, userId, address });
    if ((await storedOptOuts(deps.db, keys)).size > 0) return 'skipped';
    if (contact.email) {
      await mail(contact.email, link, target);
      return 'sent';
    }
    if (!contact.phone || contact.textsRefused) return 'skipped';
    await text(contact.phone, link);
    return 'sent';
  }
}
