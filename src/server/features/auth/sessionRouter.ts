import { DEVICE_ID_HEADER } from '../../../shared/constants';
import { MSG } from '../../../shared/common/copy';
import {
  type AuthenticateResult,
  authenticateInput,
  authenticateResultSchema,
  refetchAccessTokenInput,
  sessionResultSchema,
  type SignInResult,
  signInResultSchema,
  signInWithRefreshTokenInput,
  socialProvidersResultSchema,
} from '../../../shared/auth/schema';
import { successSchema } from '../../../shared/common/schema';
import { consumeSignInToken, issueSignInToken } from './codes';
import { enabledSocialProviders } from './oauth';
import { consumeRefreshToken } from './refreshTokens';
import { clearSessionCookies } from '../../platform/auth/sessions';
import { endSession, startSession } from './startSession';
import { findOrCreateUserByIdentity } from '../accounts';
import type { Context } from '../../platform/trpc/context';
import { rateLimit } from '../../platform/trpc/trpc';
import { DomainError } from '../../platform/errors';
import { authedProcedure, publicProcedure } from '../../platform/trpc/procedures';

const MINUTE = 60_000;

const refused = () => new DomainError('UNAUTHORIZED', MSG.authenticateFailed);

/** The React client names its device in a header on every call; /json callers in the request header. */
function callerDeviceId(ctx: Context): string | undefined {
  return ctx.header?.deviceId ?? ctx.req.get(DEVICE_ID_HEADER)?.slice(0, 200);
}

export const sessionProcedures = {
  /**
   * Exchanges a single-use sign-in token for a session: `{userId, accessToken, refreshToken}` plus the
   * cookies. An e-mail or phone token must come with the address it was issued for.
   */
  authenticate: publicProcedure
    .use(rateLimit('authenticate', (env) => env.SIGN_INS_PER_ADDRESS, 10 * MINUTE))
    .input(authenticateInput)
    .output(authenticateResultSchema)
    .mutation(async ({ ctx, input }): Promise<AuthenticateResult> => {
      const token = await consumeSignInToken(ctx.db, input.firebaseIDToken);
      if (!token) throw refused();
      let userId = token.userId;
      if (token.channel === 'email' || token.channel === 'phone') {
        const claimed = token.channel === 'email' ? input.verifiedEmailAddress : input.verifiedPhoneNumber;
        if (claimed !== token.address) throw refused();
        userId ??= (
          await findOrCreateUserByIdentity(ctx.db, { channel: token.channel, address: token.address })
        ).id;
      }
      if (!userId) throw refused();
      return startSession(ctx, userId, input.deviceId ?? callerDeviceId(ctx));
    }),

  /** A new access token (and a new refresh token: the old one is spent) for a device that has a refresh token. */
  refetchAccessToken: publicProcedure
    .use(rateLimit('refreshToken', 30, 10 * MINUTE))
    .input(refetchAccessTokenInput)
    .output(authenticateResultSchema)
    .mutation(async ({ ctx, input }): Promise<AuthenticateResult> => {
      const spent = await consumeRefreshToken(ctx.db, input.userId, input.refreshToken, input.deviceId);
      if (!spent) throw refused();
      return startSession(ctx, input.userId, spent.deviceId);
    }),

  /**
   * The refresh-token login from a link's query string: spends the refresh token and answers a custom sign-in
   * token for `authenticate` ('Missing custom firebase token' when the refresh token is not good).
   */
  signInWithRefreshToken: publicProcedure
    .use(rateLimit('refreshToken', 30, 10 * MINUTE))
    .input(signInWithRefreshTokenInput)
    .output(signInResultSchema)
    .mutation(async ({ ctx, input }): Promise<SignInResult> => {
      const spent = await consumeRefreshToken(ctx.db, input.userId, input.refreshToken);
      if (!spent) return { success: false, errorMessage: MSG.missingCustomToken };
      const firebaseCustomToken = await issueSignInToken(
        ctx.db,
        'refresh',
        `refresh:${input.userId}`,
        input.userId,
      );
      return { success: true, firebaseCustomToken };
    }),

  /** Ends this session on the server: the token and this device's refresh token stop working everywhere. */
  logout: authedProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await endSession(ctx, ctx.session.id, ctx.user.id);
    clearSessionCookies(ctx.res, ctx.secureCookies);
    return { success: true as const };
  }),

  /** Who is signed in, for the client's header; null for a visitor. */
  session: publicProcedure.output(sessionResultSchema).query(({ ctx }) =>
    ctx.user
      ? {
          userId: ctx.user.id,
          name: ctx.user.name,
          photoUrl: ctx.user.photoUrl,
          hasProfile: Boolean(ctx.user.profileCreatedAt),
        }
      : null,
  ),

  /** Which social sign-in buttons to show (only configured providers). */
  socialProviders: publicProcedure
    .output(socialProvidersResultSchema)
    .query(({ ctx }) => enabledSocialProviders(ctx.env)),
};
