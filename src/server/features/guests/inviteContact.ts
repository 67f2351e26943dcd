import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invitees, userEmails, userPhones, users } from '../../platform/db/schema';

type InviteeRow = typeof invitees.$inferSelect;

/**
 * Where one invitation goes: an e-mail, a text message, or nowhere with the reason (logged, and the guest
 * marked FAILED so the host sees 'Send Failure').
 */
export type InviteChannel =
  { kind: 'email'; to: string } | { kind: 'sms'; to: string } | { kind: 'none'; reason: string };

/** The account's first verified e-mail or phone, for a guest added by account only (a mutual member). */
async function accountContact(db: Db, userId: string) {
  const [email] = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)))
    .orderBy(asc(userEmails.createdAt))
    .limit(1);
  const [phone] = await db
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), isNotNull(userPhones.verifiedAt)))
    .orderBy(asc(userPhones.createdAt))
    .limit(1);
  return { email: email?.email ?? null, phone: phone?.phone ?? null };
}

/** The accounts a text to `phone` would reach: whoever verified the number, and the guest's own account. */
async function phoneOwners(db: Db, invitee: InviteeRow, phone: string) {
  const columns = {
    id: users.id,
    optedOutAt: users.optedOutAt,
    textPermissionStatus: users.textPermissionStatus,
  };
  const owners = await db
    .select(columns)
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(eq(userPhones.phone, phone));
  if (invitee.userId && !owners.some((owner) => owner.id === invitee.userId)) {
    owners.push(...(await db.select(columns).from(users).where(eq(users.id, invitee.userId))));
  }
  return owners;
}

/**
 * The guest's own e-mail, else their account's verified e-mail; otherwise a text to their phone (or the
 * account's verified phone). Never a text when the guest said no on this invitation, nor when an account that
 * owns the number opted out or rejected texts: then the e-mail of the number's owner, if any, else nowhere.
 */
export async function inviteChannelOf(db: Db, invitee: InviteeRow): Promise<InviteChannel> {
  const account =
    invitee.userId && (!invitee.email || !invitee.phone) ? await accountContact(db, invitee.userId) : null;
  const email = invitee.email ?? account?.email ?? null;
  if (email) return { kind: 'email', to: email };
  const phone = invitee.phone ?? account?.phone ?? null;
  if (!phone) return { kind: 'none', reason: 'The guest has no e-mail or phone.' };
  const owners = await phoneOwners(db, invitee, phone);
  const refusesTexts =
    invitee.textPermissionGranted === false ||
    owners.some((owner) => owner.optedOutAt != null || owner.textPermissionStatus === 'REJECTED');
  if (!refusesTexts) return { kind: 'sms', to: phone };
  for (const owner of owners) {
    const ownerEmail = (await accountContact(db, owner.id)).email;
    if (ownerEmail) return { kind: 'email', to: ownerEmail };
  }
  return { kind: 'none', reason: 'The guest has only a phone and does not accept text messages.' };
}
