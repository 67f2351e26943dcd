import { eq } from 'drizzle-orm';
import type { AuthenticateResult } from '../../../shared/auth/schema';
import { sessions } from '../../platform/db/schema';
import type { Context } from '../../platform/trpc/context';
import { issueRefreshToken, revokeDeviceRefreshTokens } from './refreshTokens';
import { sessionCacheOf } from '../../platform/auth/sessionCache';
import { createSession, setSessionCookies } from '../../platform/auth/sessions';

/** A device that did not say who it is still gets its own refresh token slot. */
const UNKNOWN_DEVICE = 'WEB-unknown';

/**
 * The one way a session starts (authenticate and refetchAccessToken both come here): a new session row, the
 * HttpOnly cookies, and a refresh token for the device.
 */
export async function startSession(
  ctx: Pick<Context, 'db' | 'res' | 'secureCookies'>,
  userId: string,
  deviceId: string | undefined,
): Promise<AuthenticateResult> {
  const device = deviceId?.trim() || UNKNOWN_DEVICE;
  const { token, session } = await createSession(ctx.db, userId, device);
  setSessionCookies(ctx.res, token, session, ctx.secureCookies);
  const refreshToken = await issueRefreshToken(ctx.db, userId, device);
  return { userId, accessToken: token, refreshToken };
}

/**
 * Logout: the session row goes (its token stops working at once, on every instance: the row's trigger tells
 * their session caches) and so does its device's refresh token.
 */
export async function endSession(
  { db, notifications }: Pick<Context, 'db' | 'notifications'>,
  sessionId: string,
  userId: string,
): Promise<void> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ deviceId: sessions.deviceId });
  sessionCacheOf(notifications)?.forget(sessionId);
  if (ended?.deviceId) await revokeDeviceRefreshTokens(db, userId, ended.deviceId);
}
