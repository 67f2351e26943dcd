import { generateCodeVerifier, generateState } from 'arctic';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { accessTokenUsable } from '../../../shared/music/rules';
import type { Db, DbOrTx } from '../../platform/db/client';
import { musicAuthorizations, musicConnections } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import { MusicError, type MusicService, type MusicTokens } from '../../platform/providers/music';
import { openToken, sealToken } from './tokenCrypto';

// A host's connection to the music service: the authorization flow (state and PKCE verifier kept here, never
// in the browser), the sealed tokens, and an access token that is refreshed when missing or expired. When it
// cannot be (no refresh token, or the service refused it) the connection is dropped and the host authorizes
// again (spec section 4).

/** An authorization flow must come back within this. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;

const tokenKey = (env: Env): string => {
  if (!env.MUSIC_TOKEN_KEY) throw new Error('MUSIC_TOKEN_KEY is not set');
  return env.MUSIC_TOKEN_KEY;
};

/** Starts the flow: a fresh state and verifier, stored for ten minutes; answers the URL to send the browser to. */
export async function startAuthorization(db: Db, service: MusicService, userId: string): Promise<URL> {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await db.delete(musicAuthorizations).where(lt(musicAuthorizations.expiresAt, new Date()));
  await db.insert(musicAuthorizations).values({
    state,
    userId,
    codeVerifier,
    expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_MS),
  });
  return service.authorizationUrl(state, codeVerifier);
}

/**
 * Completes the flow the caller started (the state must be theirs and fresh, and is used once): exchanges the
 * code, reads the account's id and keeps the sealed tokens. Throws MusicError when anything fails.
 */
export async function completeAuthorization(
  db: Db,
  env: Env,
  service: MusicService,
  userId: string,
  code: string,
  state: string,
): Promise<{ displayName: string | null }> {
  const [flow] = await db
    .delete(musicAuthorizations)
    .where(
      and(
        eq(musicAuthorizations.state, state),
        eq(musicAuthorizations.userId, userId),
        gt(musicAuthorizations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!flow) throw new MusicError('revoked', 'unknown, expired or foreign authorization state');
  const tokens = await service.exchangeCode(code, flow.codeVerifier);
  const profile = await service.profile(tokens.accessToken);
  const values = {
    providerUserId: profile.id,
    displayName: profile.displayName,
    ...sealedTokens(env, tokens),
    updatedAt: new Date(),
  };
  await db
    .insert(musicConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: musicConnections.userId, set: values });
  return { displayName: profile.displayName };
}

function sealedTokens(env: Env, tokens: MusicTokens) {
  const key = tokenKey(env);
  return {
    accessToken: sealToken(key, tokens.accessToken),
    refreshToken: tokens.refreshToken ? sealToken(key, tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
  };
}

export async function connectionOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(musicConnections).where(eq(musicConnections.userId, userId));
  return row ?? null;
}

export async function disconnect(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(musicConnections).where(eq(musicConnections.userId, userId));
}

/**
 * The user's account id and a usable access token, refreshed first when needed; null when the user must
 * authorize (again): never connected, no refresh token, a refresh the service refused, or tokens sealed
 * under another key. Refreshes of one user are serialised so two requests do not both spend the token.
 */
export type MusicAccess = { accessToken: string; providerUserId: string };

export async function usableAccess(
  db: Db,
  env: Env,
  service: MusicService,
  userId: string,
  /** The service refused this access token before its time: refresh it whatever its expiry says. */
  rejected?: string,
): Promise<MusicAccess | null> {
  const key = tokenKey(env);
  const usable = (row: { accessToken: string; expiresAt: Date | null }) => {
    const token = openToken(key, row.accessToken);
    return token &&
      token !== rejected &&
      accessTokenUsable({ accessToken: token, expiresAt: row.expiresAt }, new Date())
      ? token
      : null;
  };
  const current = await connectionOf(db, userId);
  if (!current) return null;
  const accessToken = usable(current);
  if (accessToken) return { accessToken, providerUserId: current.providerUserId };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('music:' || ${userId}))`);
    const row = await connectionOf(tx, userId);
    if (!row) return null;
    // Another request may have refreshed it while this one waited for the lock.
    const stored = usable(row);
    if (stored) return { accessToken: stored, providerUserId: row.providerUserId };
    const refreshToken = row.refreshToken ? openToken(key, row.refreshToken) : null;
    if (!refreshToken) {
      await disconnect(tx, userId);
      return null;
    }
    try {
      const tokens = await service.refresh(refreshToken);
      await tx
        .update(musicConnections)
        .set({ ...sealedTokens(env, tokens), updatedAt: new Date() })
        .where(eq(musicConnections.userId, userId));
      return { accessToken: tokens.accessToken, providerUserId: row.providerUserId };
    } catch (error) {
      if (error instanceof MusicError && error.kind === 'revoked') {
        await disconnect(tx, userId);
        return null;
      }
      throw error;
    }
  });
}

/**
 * Runs `work` with the user's access, refreshed when needed; when the service rejects a token it believed
 * good (revoked early, or its clock ahead of ours) the token is refreshed once and `work` tried again. Null
 * when the user must authorize (again).
 */
export async function withMusicAccess<T>(
  db: Db,
  env: Env,
  service: MusicService,
  userId: string,
  work: (access: MusicAccess) => Promise<T>,
): Promise<T | null> {
  const access = await usableAccess(db, env, service, userId);
  if (!access) return null;
  try {
    return await work(access);
  } catch (error) {
    if (!(error instanceof MusicError && error.kind === 'revoked')) throw error;
    const renewed = await usableAccess(db, env, service, userId, access.accessToken);
    if (!renewed) return null;
    try {
      return await work(renewed);
    } catch (again) {
      if (again instanceof MusicError && again.kind === 'revoked') {
        await disconnect(db, userId);
        return null;
      }
      throw again;
    }
  }
}
