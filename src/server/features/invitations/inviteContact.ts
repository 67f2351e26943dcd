import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invitees, unsubscribes, userEmails, userPhones, users } from '../../platform/db/schema';
import { optOutKeysFor, unsubscribeKey } from '../../platform/mail/unsubscribeLink';
import { chooseRoutes, CONTACT_REASONS, type Route } from './contactRules';

// The one contact rule for invitations, blasts, reminders and notices: the guest's own address, else their
// account's verified one; their chosen channel; no text to someone who refused texts; nothing to someone who
// unsubscribed (from this party, or from everything). contactRules.ts holds the choice itself; this file
// gathers the facts for a whole list of guests in a handful of queries, whatever its length.

type InviteeRow = typeof invitees.$inferSelect;

/** Where one message to a guest goes, or nowhere with the reason (shown to the host when a send fails). */
export type GuestReach = { routes: Route[] } | { routes: []; reason: string };

/**
 * Where one invitation goes: an e-mail, a text message, or nowhere with the reason (logged, and the guest
 * marked FAILED so the host sees 'Send Failure').
 */
export type InviteChannel =
  { kind: 'email'; to: string } | { kind: 'sms'; to: string } | { kind: 'none'; reason: string };

type AccountFacts = {
  email: string | null;
  phone: string | null;
  optedOut: boolean;
  textsRejected: boolean;
};

/** Each account's first verified e-mail and phone, and whether it refuses texts. */
async function accountFacts(db: Db, userIds: string[]): Promise<Map<string, AccountFacts>> {
  const facts = new Map<string, AccountFacts>();
  if (userIds.length === 0) return facts;
  const [accounts, emails, phones] = await Promise.all([
    db
      .select({ id: users.id, optedOutAt: users.optedOutAt, status: users.textPermissionStatus })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .selectDistinctOn([userEmails.userId], { userId: userEmails.userId, email: userEmails.email })
      .from(userEmails)
      .where(and(inArray(userEmails.userId, userIds), isNotNull(userEmails.verifiedAt)))
      .orderBy(userEmails.userId, asc(userEmails.createdAt)),
    db
      .selectDistinctOn([userPhones.userId], { userId: userPhones.userId, phone: userPhones.phone })
      .from(userPhones)
      .where(and(inArray(userPhones.userId, userIds), isNotNull(userPhones.verifiedAt)))
      .orderBy(userPhones.userId, asc(userPhones.createdAt)),
  ]);
  const emailOf = new Map(emails.map((row) => [row.userId, row.email]));
  const phoneOf = new Map(phones.map((row) => [row.userId, row.phone]));
  for (const account of accounts) {
    facts.set(account.id, {
      email: emailOf.get(account.id) ?? null,
      phone: phoneOf.get(account.id) ?? null,
      optedOut: account.optedOutAt != null,
      textsRejected: account.status === 'REJECTED',
    });
  }
  return facts;
}

/** The accounts that verified each phone number. */
async function phoneOwnerIds(db: Db, phones: string[]): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  if (phones.length === 0) return owners;
  const rows = await db
    .select({ phone: userPhones.phone, userId: userPhones.userId })
    .from(userPhones)
    .where(inArray(userPhones.phone, phones));
  for (const row of rows) owners.set(row.phone, [...(owners.get(row.phone) ?? []), row.userId]);
  return owners;
}

/** The opt-out keys already stored among `keys`. */
export async function storedOptOuts(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: unsubscribes.key })
    .from(unsubscribes)
    .where(inArray(unsubscribes.key, [...new Set(keys)]));
  return new Set(rows.map((row) => row.key));
}

const keysOf = (guest: InviteeRow, route: Route) =>
  optOutKeysFor({ target: { kind: 'guest', inviteeId: guest.id }, userId: guest.userId, address: route.to });

/**
 * How to reach each guest now, by invitee id. `all`: every channel the guest chose (reminders, notices);
 * otherwise one (an invitation). Routes to someone who unsubscribed are dropped, and the reason says so.
 */
export async function reachGuests(
  db: Db,
  guests: readonly InviteeRow[],
  options: { all: boolean },
): Promise<Map<string, GuestReach>> {
  const ownAccounts = guests.flatMap((guest) => (guest.userId ? [guest.userId] : []));
  const accounts = await accountFacts(db, [...new Set(ownAccounts)]);
  const contactOf = (guest: InviteeRow) => {
    const account = guest.userId ? accounts.get(guest.userId) : undefined;
    return { email: guest.email ?? account?.email ?? null, phone: guest.phone ?? account?.phone ?? null };
  };
  const owners = await phoneOwnerIds(db, [
    ...new Set(guests.flatMap((guest) => contactOf(guest).phone ?? [])),
  ]);
  const ownerIds = [...new Set([...owners.values()].flat())].filter((id) => !accounts.has(id));
  for (const [id, facts] of await accountFacts(db, ownerIds)) accounts.set(id, facts);

  const chosen = new Map<string, GuestReach>();
  for (const guest of guests) {
    const { email, phone } = contactOf(guest);
    // Whoever verified the number, and the guest's own account, may have refused texts.
    const textAccounts = [
      ...(phone ? (owners.get(phone) ?? []) : []),
      ...(guest.userId ? [guest.userId] : []),
    ]
      .map((id) => accounts.get(id))
      .filter((facts): facts is AccountFacts => Boolean(facts));
    const textsRefused =
      guest.textPermissionGranted === false || textAccounts.some((a) => a.optedOut || a.textsRejected);
    const phoneOwnerEmail =
      (phone &&
        owners
          .get(phone)
          ?.map((id) => accounts.get(id)?.email)
          .find(Boolean)) ||
      null;
    chosen.set(
      guest.id,
      chooseRoutes(
        { email, phone, textsRefused, phoneOwnerEmail, preference: guest.notificationPreference },
        options.all,
      ),
    );
  }

  const stored = await storedOptOuts(
    db,
    guests.flatMap((guest) => chosen.get(guest.id)!.routes.flatMap((route) => keysOf(guest, route))),
  );
  const reach = new Map<string, GuestReach>();
  for (const guest of guests) {
    const choice = chosen.get(guest.id)!;
    const routes = choice.routes.filter((route) => !keysOf(guest, route).some((key) => stored.has(key)));
    if (routes.length > 0 || 'reason' in choice) {
      reach.set(guest.id, routes.length > 0 ? { routes } : choice);
      continue;
    }
    const partyOnly = stored.has(unsubscribeKey.guest(guest.id));
    reach.set(guest.id, {
      routes: [],
      reason: partyOnly ? CONTACT_REASONS.unsubscribed : CONTACT_REASONS.unsubscribedAll,
    });
  }
  return reach;
}

/** reachGuests for one guest. */
export async function reachGuest(db: Db, guest: InviteeRow, options: { all: boolean }): Promise<GuestReach> {
  return (await reachGuests(db, [guest], options)).get(guest.id)!;
}

/** An account's first verified e-mail and phone (a host's, or a guest's account). */
export async function accountContact(db: Db, userId: string) {
  const facts = (await accountFacts(db, [userId])).get(userId);
  return {
    email: facts?.email ?? null,
    phone: facts?.phone ?? null,
    textsRefused: Boolean(facts && (facts.optedOut || facts.textsRejected)),
  };
}

/** The invitation's one channel (the contact rule with a single route). */
export async function inviteChannelOf(db: Db, invitee: InviteeRow): Promise<InviteChannel> {
  const reach = await reachGuest(db, invitee, { all: false });
  const [route] = reach.routes;
  if (!route) return { kind: 'none', reason: 'reason' in reach ? reach.reason : CONTACT_REASONS.none };
  return route.channel === 'email' ? { kind: 'email', to: route.to } : { kind: 'sms', to: route.to };
}
