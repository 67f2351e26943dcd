import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_REFRESH_TOKEN, STORAGE_REFRESH_USER_ID } from '../../../shared/constants';
import type { AuthenticateResult } from '../../../shared/auth/schema';
import { getDeviceId } from './deviceId';
import { flushLogsWithBeacon, log } from './log';
import { useTRPC, useTRPCClient } from './trpc';

// The session lives in the HttpOnly authToken cookie only. The refresh token (spec: browser storage holds a
// refresh token) is kept in local storage so that a browser whose session ran out signs back in silently.

function readRefreshToken(): { userId: string; refreshToken: string } | null {
  try {
    const userId = localStorage.getItem(STORAGE_REFRESH_USER_ID);
    const refreshToken = localStorage.getItem(STORAGE_REFRESH_TOKEN);
    return userId && refreshToken ? { userId, refreshToken } : null;
  } catch {
    return null;
  }
}

/** Whether a refresh token is stored: a browser without a session cookie may still be signed in again silently. */
export function hasStoredRefreshToken(): boolean {
  return readRefreshToken() !== null;
}

export function rememberSession(result: Pick<AuthenticateResult, 'userId' | 'refreshToken'>): void {
  try {
    localStorage.setItem(STORAGE_REFRESH_USER_ID, result.userId);
    localStorage.setItem(STORAGE_REFRESH_TOKEN, result.refreshToken);
  } catch (error) {
    log.warn('Storing the refresh token failed', error);
  }
}

function forgetRefreshToken(): void {
  try {
    localStorage.removeItem(STORAGE_REFRESH_USER_ID);
    localStorage.removeItem(STORAGE_REFRESH_TOKEN);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Who is signed in (null for a visitor), from `auth.session`. Without a session but with a stored refresh
 * token, the session is renewed first (refetchAccessToken). Invalidate this query after login or logout.
 */
export function useSession() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = useQuery({
    ...trpc.auth.session.queryOptions(undefined, { staleTime: 60_000 }),
    queryFn: async () => {
      const current = await client.auth.session.query();
      const stored = current ? null : readRefreshToken();
      if (!stored) return current;
      try {
        const renewed = await client.auth.refetchAccessToken.mutate({
          ...stored,
          deviceId: getDeviceId(),
          timestamp: Math.floor(Date.now() / 1000),
        });
        rememberSession(renewed);
        return await client.auth.session.query();
      } catch (error) {
        log.info(`Refresh token not accepted; staying signed out (${String(error)})`);
        forgetRefreshToken();
        return null;
      }
    },
  });
  return { session: query.data ?? null, isPending: query.isPending };
}

/** Reads the session again (the profile's name or photo changed; the header shows them). */
export function useSessionInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
}

// A notice for the home page a leaving person lands on: the page reloads, so it waits in session storage.
const LEAVING_NOTICE_KEY = 'elk.leavingNotice';

/**
 * Logout and Delete Account both end here: cookies, session and local storage cleared, home, reload.
 * `notice`: what the home page says once loaded (takeLeavingNotice), e.g. that the account is gone.
 */
export function leaveToHome(notice?: string): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
    if (notice) sessionStorage.setItem(LEAVING_NOTICE_KEY, notice);
  } catch (error) {
    log.warn('Clearing local storage on logout failed', error);
  }
  flushLogsWithBeacon();
  window.location.assign('/');
}

/** The notice leaveToHome left for the home page, once (null when there is none). */
export function takeLeavingNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(LEAVING_NOTICE_KEY);
    sessionStorage.removeItem(LEAVING_NOTICE_KEY);
    return notice;
  } catch {
    return null;
  }
}

/** Ends the session on the server (a failure still signs this browser out), then leaves. */
export function useLogout() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await client.auth.logout.mutate();
    } catch (error) {
      log.warn('Logout call failed; clearing local data anyway', error);
    }
    queryClient.clear();
    leaveToHome();
  };
}
