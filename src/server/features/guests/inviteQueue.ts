import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../shared/common/email';
import { parsePhone } from '../../../shared/common/phone';
import { type NewInvitee } from '../../../shared/guests/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { arrayParam, type Db } from '../../platform/db/client';
import { invitees } from '../../platform/db/schema';
import { usersSharingAParty } from './mutualMembers';

type CleanGuest = { name: string; email: string | null; phone: string | null; userId: string | null };

/** createdIds: the new guests' ids, in the order they were given. */
export type QueueOutcome =
  { ok: true; createdIds: string[]; skipped: number } | { ok: false; error: string; index: number };

/** Checks one new guest with the spec's add-guest messages. */
export function cleanNewGuest(
  guest: NewInvitee,
): { ok: true; guest: CleanGuest } | { ok: false; error: string } {
  const name = guest.name.trim();
  if (!name || name.length > 128) return { ok: false, error: INVITE_MESSAGES.enterName };
  const rawEmail = guest.email?.trim() ?? '';
  const rawPhone = guest.phone?.trim() ?? '';
  let email: string | null = null;
  let phone: string | null = null;
  if (rawEmail) {
    if (!isValidEmail(rawEmail)) return { ok: false, error: INVITE_MESSAGES.enterValidEmail };
    email = normalizeEmail(rawEmail);
  }
  if (rawPhone) {
    const parsed = parsePhone(rawPhone);
    if (!parsed.ok) return { ok: false, error: 'Please enter a valid phone number.' };
    phone = parsed.e164;
  }
  if (!email && !phone && !guest.userId) return { ok: false, error: INVITE_MESSAGES.enterValidEmail };
  return { ok: true, guest: { name, email, phone, userId: guest.userId ?? null } };
}

/**
 * Adds guests as PENDING attendees (+0, INVITED) and remembers them as the host's contacts.
 * onDuplicate 'reject': the first invalid guest or e-mail already on the event fails the whole call (nothing
 * is added); 'skip': duplicates (on the event or repeated in the batch) are dropped and counted. A guest given
 * by account (userId) who does not share a party with `hostUserId` (the caller) fails the whole call either
 * way. Such a guest's row keeps only what the caller typed; the invitation finds the account's own address
 * when it is sent (invitations/inviteContact.ts), so the caller never sees it.
 */
export async function queueGuests(
  db: Db,
  eventId: string,
  hostUserId: string,
  guests: NewInvitee[],
  options: { onDuplicate: 'reject' | 'skip' },
): Promise<QueueOutcome> {
  const cleaned: CleanGuest[] = [];
  for (const [index, guest] of guests.entries()) {
    const result = cleanNewGuest(guest);
    if (!result.ok) return { ok: false, error: result.error, index };
    cleaned.push(result.guest);
  }
  // Account ids are public (a party page shows its organizer's), so adding one is only for people the host
  // already shares a party with: their mutual members. Anyone else must be added by an address the host knows.
  const sharing = await usersSharingAParty(
    db,
    hostUserId,
    cleaned.flatMap((guest) => (guest.userId ? [guest.userId] : [])),
  );
  const stranger = cleaned.findIndex((guest) => guest.userId != null && !sharing.has(guest.userId));
  if (stranger >= 0) return { ok: false, error: INVITE_MESSAGES.notSharedMember, index: stranger };
  const existing = await db
    .select({ email: invitees.email, userId: invitees.userId })
    .from(invitees)
    .where(eq(invitees.eventId, eventId));
  const takenEmails = new Set(existing.flatMap((row) => (row.email ? [row.email] : [])));
  const takenUsers = new Set(existing.flatMap((row) => (row.userId ? [row.userId] : [])));
  const fresh: CleanGuest[] = [];
  let skipped = 0;
  for (const [index, guest] of cleaned.entries()) {
    const duplicate =
      (guest.email != null && takenEmails.has(guest.email)) ||
      (guest.userId != null && takenUsers.has(guest.userId));
    if (duplicate) {
      if (options.onDuplicate === 'reject')
        return { ok: false, error: INVITE_MESSAGES.alreadyInvited, index };
      skipped += 1;
      continue;
    }
    if (guest.email) takenEmails.add(guest.email);
    if (guest.userId) takenUsers.add(guest.userId);
    fresh.push(guest);
  }
  const ids = fresh.map(() => randomUUID());
  if (fresh.length > 0) await insertGuests(db, eventId, hostUserId, fresh, ids);
  return { ok: true, createdIds: ids, skipped };
}

/**
 * The guests' rows and the host's contacts, in one statement each: the lists go as arrays that unnest() turns
 * into rows, so 10,000 guests are five parameters, not a VALUES list of 100,000 that takes longer to build and
 * send than PostgreSQL takes to store it. Ids are made here, so they come back in the order given.
 */
async function insertGuests(
  db: Db,
  eventId: string,
  hostUserId: string,
  guests: readonly CleanGuest[],
  ids: readonly string[],
) {
  const withEmail = guests.filter((guest) => guest.email);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into invitees
        (id, event_id, user_id, name, email, phone, role, rsvp_status, invite_status, additional_guest_count)
      select g.id, ${eventId}, g.user_id, g.name, g.email, g.phone, 'ATTENDEE', 'INVITED', 'PENDING', 0
      from unnest(
        ${sql.param(ids)}::uuid[],
        ${arrayParam(guests, (guest) => guest.userId)}::uuid[],
        ${arrayParam(guests, (guest) => guest.name)}::text[],
        ${arrayParam(guests, (guest) => guest.email)}::text[],
        ${arrayParam(guests, (guest) => guest.phone)}::text[]
      ) as g(id, user_id, name, email, phone)`);
    if (withEmail.length === 0) return;
    await tx.execute(sql`
      insert into contacts (owner_id, name, email)
      select ${hostUserId}, g.name, g.email
      from unnest(
        ${arrayParam(withEmail, (guest) => guest.name)}::text[],
        ${arrayParam(withEmail, (guest) => guest.email)}::text[]
      ) as g(name, email)
      on conflict do nothing`);
  });
}
