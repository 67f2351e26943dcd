import type { EventRow, InviteeRow } from '../../core/access/eventsAccess';
import type { MailMessage } from '../../platform/providers/mail';
import { hostLabel, mailTitle } from '../../platform/mail/mailText';
import type { DeliveryRow } from './deliveryStore';
import { paramsOf } from './deliveryParams';
import { type NoticeBlock, noticeMail } from './noticeMail';

// The host's waitlist decision, told to the guest (issue 38): the "You asked to join" mail promised it. Approved:
// "You're in", with the place and the calendar invitation they were kept from until now. Denied: "Not this
// time", without either. Sent by the guest's own choice of channels, once per decision; a decision the host
// changed again before it went is skipped, and the newer one goes instead.

/** The notice as the party is now, or why it no longer goes. */
export function prepareWaitlistNotice(
  delivery: DeliveryRow,
  party: { event: EventRow; hostName: string },
  guest: InviteeRow,
  /** The guest's personal link, the party's When and Where lines, and its calendar invitation. */
  parts: { link: string; whenWhere: NoticeBlock[]; attachments: MailMessage['attachments'] },
): { skip: string } | { mail: MailMessage } | { sms: string } {
  const { link } = parts;
  const { decision } = paramsOf('waitlist', delivery.params);
  if (guest.waitlistStatus !== decision)
    return { skip: 'The host changed the decision: the newer one goes instead.' };
  if (guest.rsvpStatus !== 'YES') return { skip: "The guest can't make it." };
  const title = mailTitle(party.event);
  const host = hostLabel(party.hostName);
  const meta = { eventId: delivery.eventId, kind: delivery.kind };
  const approved = decision === 'APPROVED';
  const subject = approved ? `You're in: ${title}` : `Not this time: ${title}`;
  if (delivery.channel === 'sms') {
    return {
      sms: approved
        ? `You're in! ${host} approved you for ${title}. The details: ${link}`
        : `Not this time: ${host} couldn't fit you in at ${title}.`,
    };
  }
  if (!approved) {
    return {
      mail: noticeMail({
        to: delivery.to,
        subject,
        heading: `Not this time`,
        blocks: [
          { paragraph: `${host} couldn't add you to the list for ${title}.` },
          { paragraph: "We'll let you know if this changes." },
        ],
        meta,
      }),
    };
  }
  return {
    mail: noticeMail({
      to: delivery.to,
      subject,
      heading: `You're in! ${host} approved you for ${title}`,
      blocks: [
        ...parts.whenWhere,
        { paragraph: 'Your personal link below opens the party, where you can change your answer.' },
      ],
      button: { label: 'View the party', url: link },
      attachments: parts.attachments,
      meta,
    }),
  };
}
