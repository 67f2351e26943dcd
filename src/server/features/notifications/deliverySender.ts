import { eq } from 'drizzle-orm';
import { invitees } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import type { JobDeps } from '../../platform/jobs';
import {
  optOutKeysFor,
  type UnsubscribeTarget,
  unsubscribeParts,
  withUnsubscribe,
} from '../../platform/mail/unsubscribeLink';
import { clearSendFailure, recordSendFailure, type SendKind, storedOptOuts } from '../guests';
import { type DeliveryRow, finishDelivery, loadDelivery } from './deliveryStore';
import { paramsOf } from './deliveryParams';
import { type Prepared, prepareGuestNotice } from './guestNotices';
import { noticeMail } from './noticeMail';

// Sending one delivery (the 'delivery-send' job, one attempt): still owed? still wanted by its recipient? then
// written from the party as it is now, sent, and marked. A failure throws so the queue retries; after the last
// attempt the delivery is marked failed and the guest's guest-table row shows why.

type SendDeps = Pick<JobDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

/** The guest-table kind of a guest's delivery (the hosts' own summaries have no guest row). */
const GUEST_KIND: Partial<Record<DeliveryRow['kind'], SendKind>> = {
  reminder: 'reminder',
  cancel: 'cancel',
  update: 'update',
  confirmation: 'confirmation',
};

/** The hosts' update and digest: their words were written when the answers were counted. */
function prepareHostNotice(deps: SendDeps, delivery: DeliveryRow): Prepared {
  const manage = `${publicUrl(deps.env)}/event/invite/${delivery.eventId}`;
  const meta = { eventId: delivery.eventId, kind: delivery.kind };
  if (delivery.kind === 'host-update') {
    const p = paramsOf('host-update', delivery.params);
    if (delivery.channel === 'sms') return { sms: `${p.subject}. ${p.totals}. ${manage}` };
    return {
      mail: noticeMail({
        to: delivery.to,
        subject: p.subject,
        heading: `New answers for ${p.title}`,
        blocks: [{ heading: 'Answers', items: p.lines }, { paragraph: p.totals }],
        button: { label: 'See your guest list', url: manage },
        meta,
      }),
    };
  }
  const p = paramsOf('digest', delivery.params);
  if (delivery.channel === 'sms') return { sms: `${p.subject}. ${p.totals}. ${manage}` };
  return {
    mail: noticeMail({
      to: delivery.to,
      subject: p.subject,
      heading: `${p.title}: the answers since the last digest`,
      blocks: [
        ...p.groups.map((group) => ({ heading: group.heading, items: group.names })),
        { paragraph: p.totals },
      ],
      button: { label: 'See your guest list', url: manage },
      meta,
    }),
  };
}

/** Who the delivery is for, as an unsubscribe target, and the account behind it. */
async function recipientOf(
  deps: SendDeps,
  delivery: DeliveryRow,
): Promise<{ target: UnsubscribeTarget; userId: string | null } | null> {
  if (delivery.userId && delivery.eventId) {
    return {
      target: { kind: 'host', eventId: delivery.eventId, userId: delivery.userId },
      userId: delivery.userId,
    };
  }
  if (!delivery.inviteeId) {
    // A deleted party's notice: its guest row is gone, and the notice kept who it was for.
    const { inviteeId, userId } = delivery.params;
    if (typeof inviteeId !== 'string') return null;
    return { target: { kind: 'guest', inviteeId }, userId: typeof userId === 'string' ? userId : null };
  }
  const [guest] = await deps.db
    .select({ userId: invitees.userId })
    .from(invitees)
    .where(eq(invitees.id, delivery.inviteeId));
  return { target: { kind: 'guest', inviteeId: delivery.inviteeId }, userId: guest?.userId ?? null };
}

/** One attempt at one delivery; 'skipped' when it is no longer owed or wanted (with the reason stored). */
export async function sendDelivery(deps: SendDeps, deliveryId: string): Promise<'sent' | 'skipped'> {
  const delivery = await loadDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status !== 'pending') return 'skipped';
  const recipient = await recipientOf(deps, delivery);
  if (recipient) {
    const keys = optOutKeysFor({ ...recipient, address: delivery.to });
    if ((await storedOptOuts(deps.db, keys)).size > 0) {
      await finishDelivery(deps.db, delivery.id, 'skipped', 'The recipient unsubscribed.');
      return 'skipped';
    }
  }
  const prepared =
    delivery.kind === 'host-update' || delivery.kind === 'digest'
      ? prepareHostNotice(deps, delivery)
      : await prepareGuestNotice(deps, delivery);
  if ('skip' in prepared) {
    await finishDelivery(deps.db, delivery.id, 'skipped', prepared.skip);
    return 'skipped';
  }
  if ('sms' in prepared) {
    await deps.sms.send({
      to: delivery.to,
      text: prepared.sms,
      meta: { eventId: delivery.eventId, kind: delivery.kind },
    });
  } else {
    const baseUrl = publicUrl(deps.env);
    await deps.mail.send(
      recipient
        ? withUnsubscribe(
            prepared.mail,
            unsubscribeParts(deps.secrets.codeKey, baseUrl, recipient.target, delivery.to),
          )
        : prepared.mail,
    );
  }
  await finishDelivery(deps.db, delivery.id, 'sent');
  const kind = GUEST_KIND[delivery.kind];
  if (kind && delivery.inviteeId) await clearSendFailure(deps.db, delivery.inviteeId, kind);
  return 'sent';
}

/** After the last attempt: the delivery failed, and the guest's row in the host's table says why. */
export async function failDelivery(deps: SendDeps, deliveryId: string, error: unknown): Promise<void> {
  const delivery = await loadDelivery(deps.db, deliveryId);
  if (!delivery) return;
  const reason = error instanceof Error ? error.message : String(error);
  await finishDelivery(deps.db, delivery.id, 'failed', reason.slice(0, 1000));
  const kind = GUEST_KIND[delivery.kind];
  if (kind && delivery.inviteeId) await recordSendFailure(deps.db, delivery.inviteeId, kind, error);
}
