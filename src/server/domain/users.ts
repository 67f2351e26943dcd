import { asc, eq } from 'drizzle-orm';
import type { ElkUser } from '../../shared/schemas/users';
import type { Db } from '../db/client';
import { userEmails, userPhones, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;
type Identity = { channel: 'email' | 'phone'; address: string };

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
    defaultPhotoUploadMode: 'manual',
  };
}
