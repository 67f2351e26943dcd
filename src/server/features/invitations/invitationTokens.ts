import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import { hmacHex, sha256Hex } from '../../platform/auth/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { invitationTokens, type invitees } from '../../platform/db/schema';

// An invitation's tokens (issue 37): one per address the invitation's links went to, so a link that reached the
// wrong address can be revoked without cutting off the guest's other links. Each is derived from the invitee
// id and the address (a re-send to the same address carries the same link) and stored only as its SHA-256 in
// invitation_tokens; resolveViewer (core/access/eventsAccess.ts) accepts a token while it is not revoked.

type Guest = Pick<typeof invitees.$inferSelect, 'id' | 'email' | 'phone'>;

/** An address as tokens know it: e-mails are case-insensitive; phones are stored in E.164 already. */
const addressKey = (address: string) => address.trim().toLowerCase();

/** The guest's own e-mail and phone on the list, as tokens know them. */
const currentAddresses = (guest: Guest) =>
  [guest.email, guest.phone].filter((a): a is string => Boolean(a)).map(addressKey);

/**
 * Whether `address` is where the guest is reached now: their own e-mail or phone on the list, or, for a guest
 * with neither (reached through their account's verified address), any address the sender chose.
 */
function isCurrentAddress(guest: Guest, address: string): boolean {
  const own = currentAddresses(guest);
  return own.length === 0 || own.includes(address);
}

/**
 * The token for a link sent to `sentTo`, stored (or revived: the host may have set this address again) so it
 * acts; null when `sentTo` is no longer the guest's address (a message queued before the host corrected it),
 * so a stale address is never handed a working link.
 */
export async function deliveryToken(
  deps: { db: Db; secrets: { codeKey: string } },
  guest: Guest,
  sentTo: string,
): Promise<string | null> {
  const address = addressKey(sentTo);
  if (!isCurrentAddress(guest, address)) return null;
  const token = hmacHex(deps.secrets.codeKey, `invite:${guest.id}:to:${address}`);
  await deps.db
    .insert(invitationTokens)
    .values({ tokenHash: sha256Hex(token), inviteeId: guest.id, sentTo: address })
    .onConflictDoUpdate({ target: invitationTokens.tokenHash, set: { revokedAt: null } });
  return token;
}

/**
 * Revokes every live token of the invitation that did not go to one of its current addresses (the first
 * token, which predates per-address tokens, included): run when a host changes the guest's contact details,
 * in the same transaction, whose change to the guest's row tells every instance's cache.
 */
export async function revokeTokensNotTo(db: DbOrTx, guest: Guest, now = new Date()): Promise<number> {
  const current = currentAddresses(guest);
  const revoked = await db
    .update(invitationTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitationTokens.inviteeId, guest.id),
        isNull(invitationTokens.revokedAt),
        current.length
          ? or(isNull(invitationTokens.sentTo), notInArray(invitationTokens.sentTo, current))
          : undefined,
      ),
    )
    .returning({ tokenHash: invitationTokens.tokenHash });
  return revoked.length;
}
