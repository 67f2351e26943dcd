import { inArray } from 'drizzle-orm';
import type { InviteeRow } from '../../core/access/eventsAccess';
import { invitees } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import type { MailMessage } from '../../platform/providers/mail';
import type { JobDeps } from '../../platform/jobs';
import {
  optOutKeysFor,
  type UnsubscribeTarget,
  unsubscribeParts,
  withUnsubscribe,
} from '../../platform/mail/unsubscribeLink';
import { clearSendFailures, recordSendFailure, type SendKind, storedOptOuts } from '../invitations';
import { type DeliveryRow, finishDelivery, loadDelivery, markSent, pendingDeliveries } from './deliveryStore';
import { paramsOf } from './deliveryParams';
import { loadParty, type NoticeReads, type Party, type Prepared, prepareGuestNotice } from './guestNotices';
import { noticeMail } from './noticeMail';
import { prepareWallNotice } from './wallNoticeMail';

// Sending deliveries (the 'delivery-send' job, one attempt each, a fetched batch read together and sent one by
// one): still owed? still wanted by its recipient? then written from the party as it is now, sent, and marked. A failed send fails its
// own job, which the queue retries; after its last attempt the delivery is marked failed and the guest's
// guest-table row shows why.

type SendDeps = Pick<JobDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

/** The guest-table kind of a guest's delivery (the hosts' own summaries have no guest row). */
const GUEST_KIND: Partial<Record<DeliveryRow['kind'], SendKind>> = {
  reminder: 'reminder',
  cancel: 'cancel',
  update: 'update',
  confirmation: 'confirmation',
  waitlist: 'waitlist',
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
      heading: `${p.title}: what's new since the last digest`,
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
      : delivery.kind === 'wall-post'
        ? await prepareWallNotice(deps, delivery, reads)
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

/** The reads a batch shares: its pending deliveries, their guests, parties and opt-outs, each read once. */
async function readBatch(deps: SendDeps, ids: readonly string[]) {
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
  return { addressed, stored, reads };
}

/** Hands one written message to its provider (throws when the provider refused it or timed out). */
async function sendOne(deps: SendDeps, delivery: DeliveryRow, message: Exclude<Outgoing, 'skipped'>) {
  if ('mail' in message) return deps.mail.send(message.mail);
  await deps.sms.send({
    to: delivery.to,
    text: message.sms,
    meta: { eventId: delivery.eventId, kind: delivery.kind },
  });
}

/** Sent: marked at once, and the guest's old failure of that kind no longer holds. */
async function recordSent(deps: SendDeps, delivery: DeliveryRow) {
  await markSent(deps.db, [delivery.id]);
  const kind = GUEST_KIND[delivery.kind];
  if (kind && delivery.inviteeId) await clearSendFailures(deps.db, [delivery.inviteeId], kind);
}

/** The outcome of a delivery this attempt left unsent because its time for new sends ran out. */
export const DEFERRED = Symbol('deferred');

/**
 * One attempt at each of these deliveries (a fetched batch of 'delivery-send' jobs): the deliveries, their
 * guests and the opt-outs are read in one query each, each party once, and the messages written together. They
 * are then sent one after another, each marked sent as soon as its provider took it and before the next goes:
 * a crash (kill -9) between a send and its mark is the only way a delivery goes twice, so at most one can per
 * worker (README, "Background jobs"). No send after the first starts once `sendUntil` (epoch ms) has passed, so
 * the attempt ends within its job's expiry; those left are answered DEFERRED (still pending, for a new job).
 * Answers, per id in order, null when the delivery is done (sent, skipped, or no longer pending), DEFERRED, or
 * the error its own send failed with (that job alone is retried).
 */
export async function sendDeliveries(
  deps: SendDeps,
  ids: readonly string[],
  sendUntil = Number.POSITIVE_INFINITY,
): Promise<unknown[]> {
  const { addressed, stored, reads } = await readBatch(deps, ids);
  const outcomes = new Map<string, unknown>();
  const written = await Promise.all(
    addressed.map(async ({ delivery, recipient, keys }) => {
      try {
        const optedOut = keys.some((key) => stored.has(key));
        const outgoing = await prepareOne(deps, delivery, recipient, optedOut, reads);
        return outgoing === 'skipped' ? null : { delivery, outgoing };
      } catch (error) {
        outcomes.set(delivery.id, error ?? new Error('The send failed.'));
        return null;
      }
    }),
  );
  let started = 0;
  for (const entry of written) {
    if (!entry) continue;
    // The first always goes, so a slow batch still makes progress.
    if (started > 0 && Date.now() >= sendUntil) {
      outcomes.set(entry.delivery.id, DEFERRED);
      continue;
    }
    started += 1;
    try {
      await sendOne(deps, entry.delivery, entry.outgoing);
    } catch (error) {
      outcomes.set(entry.delivery.id, error ?? new Error('The send failed.'));
      continue;
    }
    await recordSent(deps, entry.delivery);
  }
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
