import { inArray } from 'drizzle-orm';
import type { InviteeRow } from '../../platform/access/eventsAccess';
import { invitees } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { type MailMessage, sendEach } from '../../platform/providers/mail';
import type { JobDeps } from '../../platform/jobs';
import {
  optOutKeysFor,
  type UnsubscribeTarget,
  unsubscribeParts,
  withUnsubscribe,
} from '../../platform/mail/unsubscribeLink';
import { clearSendFailures, recordSendFailure, type SendKind, storedOptOuts } from '../guests';
import { type DeliveryRow, finishDelivery, loadDelivery, markSent, pendingDeliveries } from './deliveryStore';
import { paramsOf } from './deliveryParams';
import { loadParty, type NoticeReads, type Party, type Prepared, prepareGuestNotice } from './guestNotices';
import { noticeMail } from './noticeMail';

// Sending deliveries (the 'delivery-send' job, one attempt each, a fetched batch together): still owed? still
// wanted by its recipient? then written from the party as it is now, sent, and marked. A failed send fails its
// own job, which the queue retries; after its last attempt the delivery is marked failed and the guest's
// guest-table row shows why.

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

type Recipient = { target: UnsubscribeTarget; userId: string | null };

/** Who the delivery is for, as an unsubscribe target, and the account behind it (`guests`: its guest, read). */
function recipientOf(delivery: DeliveryRow, guests: ReadonlyMap<string, InviteeRow>): Recipient | null {
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
  const guest = guests.get(delivery.inviteeId);
  return { target: { kind: 'guest', inviteeId: delivery.inviteeId }, userId: guest?.userId ?? null };
}

/** A delivery's message, written, for its channel; or 'skipped' (with the reason stored) when unwanted. */
type Outgoing = 'skipped' | { mail: MailMessage } | { sms: string };

/** One pending delivery whose reads are done, written for its channel (not sent yet). */
async function prepareOne(
  deps: SendDeps,
  delivery: DeliveryRow,
  recipient: Recipient | null,
  optedOut: boolean,
  reads: NoticeReads,
): Promise<Outgoing> {
  if (optedOut) {
    await finishDelivery(deps.db, delivery.id, 'skipped', 'The recipient unsubscribed.');
    return 'skipped';
  }
  const prepared =
    delivery.kind === 'host-update' || delivery.kind === 'digest'
      ? prepareHostNotice(deps, delivery)
      : await prepareGuestNotice(deps, delivery, reads);
  if ('skip' in prepared) {
    await finishDelivery(deps.db, delivery.id, 'skipped', prepared.skip);
    return 'skipped';
  }
  if ('sms' in prepared) return prepared;
  const baseUrl = publicUrl(deps.env);
  return {
    mail: recipient
      ? withUnsubscribe(
          prepared.mail,
          unsubscribeParts(deps.secrets.codeKey, baseUrl, recipient.target, delivery.to),
        )
      : prepared.mail,
  };
}

/**
 * One attempt at each of these deliveries, together (a fetched batch of 'delivery-send' jobs): the deliveries,
 * their guests and the opt-outs are read in one query each, each party once, and the ones sent are marked in
 * one statement. Answers, per id in order, null when the delivery is done (sent, skipped, or no longer
 * pending), else the error its own send failed with (that job alone is retried).
 */
export async function sendDeliveries(deps: SendDeps, ids: readonly string[]): Promise<unknown[]> {
  const pending = await pendingDeliveries(deps.db, [...new Set(ids)]);
  const inviteeIds = [...new Set(pending.flatMap((delivery) => delivery.inviteeId ?? []))];
  const guests = new Map(
    inviteeIds.length === 0
      ? []
      : (await deps.db.select().from(invitees).where(inArray(invitees.id, inviteeIds))).map((guest) => [
          guest.id,
          guest,
        ]),
  );
  const parties = new Map<string, Promise<Party | null>>();
  const reads: NoticeReads = {
    party: (eventId) => {
      if (!eventId) return Promise.resolve(null);
      let party = parties.get(eventId);
      if (!party) {
        party = loadParty(deps, eventId);
        parties.set(eventId, party);
      }
      return party;
    },
    guest: async (inviteeId) => (inviteeId ? (guests.get(inviteeId) ?? null) : null),
  };
  // Each delivery's recipient and opt-out keys, worked out once: the keys of all are looked up in one query.
  const addressed = pending.map((delivery) => {
    const recipient = recipientOf(delivery, guests);
    const keys = recipient ? optOutKeysFor({ ...recipient, address: delivery.to }) : [];
    return { delivery, recipient, keys };
  });
  const stored = await storedOptOuts(
    deps.db,
    addressed.flatMap((entry) => entry.keys),
  );

  const outcomes = new Map<string, unknown>();
  const sent: DeliveryRow[] = [];
  const mails: { delivery: DeliveryRow; mail: MailMessage }[] = [];
  const texts: { delivery: DeliveryRow; sms: string }[] = [];
  await Promise.all(
    addressed.map(async ({ delivery, recipient, keys }) => {
      try {
        const optedOut = keys.some((key) => stored.has(key));
        const outgoing = await prepareOne(deps, delivery, recipient, optedOut, reads);
        if (outgoing === 'skipped') return;
        if ('mail' in outgoing) mails.push({ delivery, mail: outgoing.mail });
        else texts.push({ delivery, sms: outgoing.sms });
      } catch (error) {
        outcomes.set(delivery.id, error ?? new Error('The send failed.'));
      }
    }),
  );
  // The e-mails together (the outbox keeps a batch in one insert), the texts each on its own.
  const mailErrors = await sendEach(
    deps.mail,
    mails.map((entry) => entry.mail),
  );
  mails.forEach(({ delivery }, i) => {
    const error = mailErrors[i];
    if (error === null || error === undefined) sent.push(delivery);
    else outcomes.set(delivery.id, error);
  });
  await Promise.all(
    texts.map(async ({ delivery, sms }) => {
      try {
        await deps.sms.send({
          to: delivery.to,
          text: sms,
          meta: { eventId: delivery.eventId, kind: delivery.kind },
        });
        sent.push(delivery);
      } catch (error) {
        outcomes.set(delivery.id, error ?? new Error('The send failed.'));
      }
    }),
  );
  await markSent(
    deps.db,
    sent.map((delivery) => delivery.id),
  );
  // A later send of the same kind went out: the guest's old failure of that kind no longer holds.
  const cleared = new Map<SendKind, string[]>();
  for (const delivery of sent) {
    const kind = GUEST_KIND[delivery.kind];
    if (kind && delivery.inviteeId) cleared.set(kind, [...(cleared.get(kind) ?? []), delivery.inviteeId]);
  }
  for (const [kind, guestIds] of cleared) await clearSendFailures(deps.db, guestIds, kind);
  return ids.map((id) => outcomes.get(id) ?? null);
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
