import { and, eq, gt } from 'drizzle-orm';
import { REFRESH_TOKEN_LIFETIME_MS } from '../../../shared/constants';
import type { Db } from '../../platform/db/client';
import { refreshTokens } from '../../platform/db/schema';
import { randomToken, sha256Hex } from '../../platform/auth/crypto';

// Refresh tokens: random, 160 bits, only the SHA-256 stored, one per device, rotated on every use.

/** A new refresh token for this user and device; an older one of the same device stops working. */
export async function issueRefreshToken(db: Db, userId: string, deviceId: string): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.deviceId, deviceId)));
    await tx.insert(refreshTokens).values({
      id: sha256Hex(token),
      userId,
      deviceId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
    });
  });
  return token;
}

/**
 * Uses up a refresh token of `userId` (and of `deviceId` when given). Deleting it first means two requests
 * racing with one token cannot both win. Returns the device it belonged to, or null when it is unknown,
 * spent, expired or someone else's.
 */
export async function consumeRefreshToken(
  db: Db,
  userId: string,
  token: string,
  deviceId?: string,
): Promise<{ deviceId: string } | null> {
  const [row] = await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, sha256Hex(token)),
        eq(refreshTokens.userId, userId),
        gt(refreshTokens.expiresAt, new Date()),
        deviceId === undefined ? undefined : eq(refreshTokens.deviceId, deviceId),
      ),
    )
    .returning({ deviceId: refreshTokens.deviceId });
  return row ?? null;
}

/** Logout on one device: its refresh token goes with its session. */
export async function revokeDeviceRefreshTokens(db: Db, userId: string, deviceId: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.deviceId, deviceId)));
}
