import { eq, inArray } from 'drizzle-orm';
import type { UnsubscribeScope, UnsubscribeStatus } from '../../../shared/notifications/schema';
import type { Db } from '../../platform/db/client';
import { events, invitees, unsubscribes, userEmails, userPhones, users } from '../../platform/db/schema';
import { mailTitle } from '../../platform/mail/mailText';
import { addressHash, type UnsubscribeClaim, unsubscribeKey } from '../../platform/mail/unsubscribeLink';

// Opting out: by an e-mail's unsubscribe link (one party, or everything sent to that address and its account),
// or from the profile (the account, every party). Stored as keys in `unsubscribes`; the one contact rule and
// every send check them (guests: reachGuests; deliverySender).

type Resolved = {
  title: string | null;
  /** The row of a party-wide opt-out, when the party (and the guest) still exist. */
  party: { key: string; eventId: string; inviteeId: string | null; userId: string | null } | null;
  /** The account behind the address, if any (its opt-out covers its other addresses and texts). */
  userId: string | null;
  addressKey: string;
};

/** The verified e-mails and phones of an account. */
async function accountAddresses(db: Db, userId: string): Promise<string[]> {
  const [emails, phones] = await Promise.all([
    db.select({ a: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId)),
    db.select({ a: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId)),
  ]);
  return [...emails, ...phones].map((row) => row.a);
}

const reachesAddress = (addresses: (string | null)[], hash: string) =>
  addresses.some((address) => address !== null && addressHash(address) === hash);

/**
 * Whether the link's address is still where this guest is reached: their own e-mail or phone on the list, else
 * (a guest known only by their account) the account's. A mail that went to an address the host has since
 * corrected speaks for that address alone, never for the guest or their account (issue 37).
 */
async function stillTheGuests(
  db: Db,
  row: { email: string | null; phone: string | null; userId: string | null },
  hash: string,
) {
  if (row.email || row.phone) return reachesAddress([row.email, row.phone], hash);
  return row.userId ? reachesAddress(await accountAddresses(db, row.userId), hash) : false;
}

async function resolve(db: Db, claim: UnsubscribeClaim): Promise<Resolved> {
  const addressKey = unsubscribeKey.address(claim.addressHash);
  const { target } = claim;
  if (target.kind === 'guest') {
    const [row] = await db
      .select({ userId: invitees.userId, email: invitees.email, phone: invitees.phone, event: events })
      .from(invitees)
      .innerJoin(events, eq(events.id, invitees.eventId))
      .where(eq(invitees.id, target.inviteeId));
    if (!row) return { title: null, party: null, userId: null, addressKey };
    if (!(await stillTheGuests(db, row, claim.addressHash))) {
      return { title: mailTitle(row.event), party: null, userId: null, addressKey };
    }
    return {
      title: mailTitle(row.event),
      party: {
        key: unsubscribeKey.guest(target.inviteeId),
        eventId: row.event.id,
        inviteeId: target.inviteeId,
        userId: null,
      },
      userId: row.userId,
      addressKey,
    };
  }
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.userId));
  // A host's mail speaks for their account only while it went to one of the account's addresses.
  const account =
    found && reachesAddress(await accountAddresses(db, found.id), claim.addressHash) ? found : undefined;
  const [event] = await db.select().from(events).where(eq(events.id, target.eventId));
  return {
    title: event ? mailTitle(event) : null,
    party:
      event && account
        ? {
            key: unsubscribeKey.host(event.id, account.id),
            eventId: event.id,
            inviteeId: null,
            userId: account.id,
          }
        : null,
    userId: account?.id ?? null,
    addressKey,
  };
}

const allKeysOf = (resolved: Resolved) => [
  resolved.addressKey,
  ...(resolved.userId ? [unsubscribeKey.account(resolved.userId)] : []),
];

async function statusOf(db: Db, resolved: Resolved): Promise<UnsubscribeStatus> {
  const keys = [...allKeysOf(resolved), ...(resolved.party ? [resolved.party.key] : [])];
  const stored = await db
    .select({ key: unsubscribes.key })
    .from(unsubscribes)
    .where(inArray(unsubscribes.key, keys));
  const has = new Set(stored.map((row) => row.key));
  return {
    title: resolved.title,
    party: resolved.party ? has.has(resolved.party.key) : false,
    all: allKeysOf(resolved).some((key) => has.has(key)),
  };
}

export async function unsubscribeStatus(db: Db, claim: UnsubscribeClaim): Promise<UnsubscribeStatus> {
  return statusOf(db, await resolve(db, claim));
}

/**
 * Stops (or, with `unsubscribed` false, resumes) this party's messages to the link's recipient, or every
 * message to its address and account. A party that is gone has nothing left to stop.
 */
export async function setUnsubscribed(
  db: Db,
  claim: UnsubscribeClaim,
  scope: UnsubscribeScope,
  unsubscribed: boolean,
): Promise<UnsubscribeStatus> {
  const resolved = await resolve(db, claim);
  const rows =
    scope === 'party'
      ? resolved.party
        ? [resolved.party]
        : []
      : [
          { key: resolved.addressKey, eventId: null, inviteeId: null, userId: null },
          ...(resolved.userId
            ? [
                {
                  key: unsubscribeKey.account(resolved.userId),
                  eventId: null,
                  inviteeId: null,
                  userId: resolved.userId,
                },
              ]
            : []),
        ];
  if (rows.length > 0) {
    if (unsubscribed) await db.insert(unsubscribes).values(rows).onConflictDoNothing();
    else
      await db.delete(unsubscribes).where(
        inArray(
          unsubscribes.key,
          rows.map((row) => row.key),
        ),
      );
  }
  return statusOf(db, resolved);
}

/** The profile's switch: whether this account gets no messages about any party. */
export async function accountOptedOut(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ key: unsubscribes.key })
    .from(unsubscribes)
    .where(eq(unsubscribes.key, unsubscribeKey.account(userId)));
  return Boolean(row);
}

export async function setAccountOptOut(db: Db, userId: string, optedOut: boolean): Promise<boolean> {
  const key = unsubscribeKey.account(userId);
  if (optedOut) await db.insert(unsubscribes).values({ key, userId }).onConflictDoNothing();
  else await db.delete(unsubscribes).where(eq(unsubscribes.key, key));
  return accountOptedOut(db, userId);
}
