import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sendFailures } from '../../platform/db/schema';

// Why a guest's last send of each kind failed, kept for the host's guest table (GuestRow.sendError).

/** The longest reason kept: a provider's answer can be long, and the table shows a line or two. */
const MAX_REASON = 300;

export type SendKind = 'invite' | 'message' | 'reminder' | 'cancel' | 'update' | 'confirmation' | 'waitlist';

/** What a failure's reason says: the error's message (an SMTP server's reply, a provider's words). */
export function failureReason(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const reason = text || 'The message could not be sent.';
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}

/** Keeps why a send failed: an error (its message) or a reason in words. */
export async function recordSendFailure(db: Db, inviteeId: string, kind: SendKind, failure: unknown) {
  const values = { reason: failureReason(failure), failedAt: new Date() };
  await db
    .insert(sendFailures)
    .values({ inviteeId, kind, ...values })
    .onConflictDoUpdate({ target: [sendFailures.inviteeId, sendFailures.kind], set: values });
}

/** A later send of the same kind went out: the old failure no longer holds. */
export async function clearSendFailure(db: Db, inviteeId: string, kind: SendKind) {
  await clearSendFailures(db, [inviteeId], kind);
}

/** The same for many guests at once (a batch of sends of one kind that went out). */
export async function clearSendFailures(db: Db, inviteeIds: readonly string[], kind: SendKind) {
  if (inviteeIds.length === 0) return;
  await db
    .delete(sendFailures)
    .where(and(inArray(sendFailures.inviteeId, [...inviteeIds]), eq(sendFailures.kind, kind)));
}
