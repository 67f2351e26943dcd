import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Pii } from '../../../shared/common/phone';
import type { SocialProvider } from '../../../shared/auth/schema';
import type { ElkUser } from '../../../shared/accounts/schema';
import type { Db, Tx } from '../../platform/db/client';
import { invitees, userEmails, userIdentities, userPhones, users } from '../../platform/db/schema';

type UserRow = typeof users.$inferSelect;
type Identity = Pii;

/** The user who owns a verified e-mail or phone, created (without a profile yet) when there is none. */
export async function findOrCreateUserByIdentity(db: Db, identity: Identity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const owner =
      identity.channel === 'email'
        ? await tx
            .select({ userId: userEmails.userId })
            .from(userEmails)
            .where(eq(userEmails.email, identity.address))
        : await tx
            .select({ userId: userPhones.userId })
            .from(userPhones)
            .where(eq(userPhones.phone, identity.address));
    const existingId = owner[0]?.userId;
    if (existingId) {
      const [user] = await tx.select().from(users).where(eq(users.id, existingId));
      if (user) return user;
    }
    const [user] = await tx.insert(users).values({}).returning();
    if (!user) throw new Error('Could not create the user');
    const verifiedAt = new Date();
    if (identity.channel === 'email') {
      await tx.insert(userEmails).values({ userId: user.id, email: identity.address, verifiedAt });
    } else {
      await tx.insert(userPhones).values({ userId: user.id, phone: identity.address, verifiedAt });
    }
    return user;
  });
}

/** The profile as the wire shows it to its owner. */
export async function loadElkUser(db: Db, userId: string): Promise<ElkUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [emails, phones] = await Promise.all([
    db
      .select({ email: userEmails.email })
      .from(userEmails)
      .where(eq(userEmails.userId, userId))
      .orderBy(asc(userEmails.createdAt)),
    db
      .select({ phone: userPhones.phone })
      .from(userPhones)
      .where(eq(userPhones.userId, userId))
      .orderBy(asc(userPhones.createdAt)),
  ]);
  return {
    id: user.id,
    name: user.name,
    emails: emails.map((e) => e.email),
    phones: phones.map((p) => p.phone),
    phoneNumber: phones[0]?.phone ?? null,
    photoUrl: user.photoUrl,
    grantedTextPermission: user.grantedTextPermission,
    textPermissionStatus: user.textPermissionStatus,
    defaultPhotoUploadMode: user.defaultPhotoUploadMode ?? 'manual',
    mergeNudgeSnoozedAt: user.mergeNudgeSnoozedAt?.getTime() ?? null,
    textPermissionAskedAt: user.textPermissionAskedAt?.getTime() ?? null,
  };
}

/** Whether `phone` (E.164) is verified on this user's own account. */
export async function hasVerifiedPhone(db: Db, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userPhones.id })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone), isNotNull(userPhones.verifiedAt)))
    .limit(1);
  return Boolean(row);
}

/** Who owns a verified e-mail or phone, if anyone. */
export async function findUserIdByPii(db: Db | Tx, pii: Pii): Promise<string | null> {
  const [owner] =
    pii.channel === 'email'
      ? await db
          .select({ userId: userEmails.userId })
          .from(userEmails)
          .where(eq(userEmails.email, pii.address))
      : await db
          .select({ userId: userPhones.userId })
          .from(userPhones)
          .where(eq(userPhones.phone, pii.address));
  return owner?.userId ?? null;
}

/**
 * Adds a just-verified e-mail or phone to a user. 'taken' when another account owns it (also when another
 * request claimed it a moment ago: the unique index decides).
 */
export async function addPiiToUser(db: Db, userId: string, pii: Pii): Promise<'added' | 'taken'> {
  const verifiedAt = new Date();
  const inserted =
    pii.channel === 'email'
      ? await db
          .insert(userEmails)
          .values({ userId, email: pii.address, verifiedAt })
          .onConflictDoNothing()
          .returning({ id: userEmails.id })
      : await db
          .insert(userPhones)
          .values({ userId, phone: pii.address, verifiedAt })
          .onConflictDoNothing()
          .returning({ id: userPhones.id });
  if (inserted.length > 0) return 'added';
  return (await findUserIdByPii(db, pii)) === userId ? 'added' : 'taken';
}

export type OAuthProfile = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
};

/**
 * The user behind a Google or Apple account: the one already linked to it, else the owner of its verified
 * e-mail (then linked), else a new account. An unverified e-mail is never attached, since it proves nothing.
 */
export async function findOrCreateUserByOAuth(db: Db, profile: OAuthProfile): Promise<string> {
  return db.transaction(async (tx) => {
    const linked = and(
      eq(userIdentities.provider, profile.provider),
      eq(userIdentities.subject, profile.subject),
    );
    const [identity] = await tx.select({ userId: userIdentities.userId }).from(userIdentities).where(linked);
    if (identity) return identity.userId;
    const email = profile.email && profile.emailVerified ? profile.email : null;
    let userId = email ? await findUserIdByPii(tx, { channel: 'email', address: email }) : null;
    if (!userId) {
      const [user] = await tx.insert(users).values({}).returning({ id: users.id });
      userId = user!.id;
      if (email) await tx.insert(userEmails).values({ userId, email, verifiedAt: new Date() });
    }
    await tx
      .insert(userIdentities)
      .values({ userId, provider: profile.provider, subject: profile.subject })
      .onConflictDoNothing();
    return userId;
  });
}

export type ProfileChanges = {
  name?: string;
  photoUrl?: string | null;
  grantedTextPermission?: boolean;
  textPermissionStatus?: UserRow['textPermissionStatus'];
};

/**
 * Saves profile edits. Text permission and its status move together: granting sets GRANTED, withdrawing
 * sets REJECTED, unless the caller says otherwise. The host's own guest-list row shows the new name and photo.
 */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<void> {
  const status =
    changes.textPermissionStatus ??
    (changes.grantedTextPermission === undefined
      ? undefined
      : changes.grantedTextPermission
        ? 'GRANTED'
        : 'REJECTED');
  const granted = changes.grantedTextPermission ?? (status === undefined ? undefined : status === 'GRANTED');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: changes.name,
        photoUrl: changes.photoUrl,
        grantedTextPermission: granted,
        textPermissionStatus: status,
      })
      .where(eq(users.id, userId));
    if (changes.name !== undefined || changes.photoUrl !== undefined) {
      await tx
        .update(invitees)
        .set({ name: changes.name, photoUrl: changes.photoUrl })
        .where(and(eq(invitees.userId, userId), eq(invitees.role, 'ORGANIZER')));
    }
  });
}
