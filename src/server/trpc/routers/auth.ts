import { TRPCError } from '@trpc/server';
import { MSG } from '../../../shared/messages';
import {
  authenticateInput,
  type SignInResult,
  sendEmailSignInCodeInput,
  signInWithEmailAndCodeInput,
} from '../../../shared/schemas/auth';
import { consumeSignInToken, issueCode, issueSignInToken, verifyCode } from '../../auth/codes';
import {
  clearSessionCookies,
  createSession,
  invalidateSession,
  setSessionCookies,
} from '../../auth/sessions';
import { findOrCreateUserByIdentity } from '../../domain/users';
import { signInCodeEmail } from '../../mail/templates';
import { enforceRateLimit } from '../rateLimit';
import { authedProcedure, publicProcedure, rateLimit, router } from '../trpc';

const HOUR = 3600_000;
const MINUTE = 60_000;

export const authRouter = router({
  /** Always answers the same for a known or unknown address, so it reveals nobody's account. */
  sendEmailSignInCode: publicProcedure
    .use(rateLimit('sendCode', 30, HOUR))
    .input(sendEmailSignInCodeInput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx.db, `sendCode:email:${input.emailAddress}`, 5, HOUR);
      const issued = await issueCode(
        ctx.db,
        ctx.secrets.codeKey,
        { channel: 'email', address: input.emailAddress },
        ctx.ip,
      );
      if (!issued.ok) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MSG.rateLimited });
      await ctx.mail.send(signInCodeEmail(input.emailAddress, issued.code));
      return { success: true } satisfies SignInResult;
    }),

  signInWithEmailAndCode: publicProcedure
    .use(rateLimit('checkCode', 30, 10 * MINUTE))
    .input(signInWithEmailAndCodeInput)
    .mutation(async ({ ctx, input }): Promise<SignInResult> => {
      const target = { channel: 'email', address: input.emailAddress } as const;
      if (!(await verifyCode(ctx.db, ctx.secrets.codeKey, target, input.code))) {
        return { success: false, errorMessage: MSG.invalidCode };
      }
      const firebaseCustomToken = await issueSignInToken(ctx.db, 'email', input.emailAddress);
      return { success: true, firebaseCustomToken };
    }),

  /** Exchanges a sign-in token for a session: `{userId, accessToken}` plus the cookies. */
  authenticate: publicProcedure
    .use(rateLimit('authenticate', 30, 10 * MINUTE))
    .input(authenticateInput)
    .mutation(async ({ ctx, input }) => {
      const token = await consumeSignInToken(ctx.db, input.firebaseIDToken);
      const claimed = input.verifiedEmailAddress ?? input.verifiedPhoneNumber;
      const claimedChannel = input.verifiedEmailAddress ? 'email' : 'phone';
      const matches =
        token &&
        (token.channel === 'google' || token.channel === 'apple' || token.channel === 'refresh'
          ? true
          : token.channel === claimedChannel && token.address === claimed);
      if (!token || !matches) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.authenticateFailed });
      const user = token.userId
        ? { id: token.userId }
        : await findOrCreateUserByIdentity(ctx.db, {
            channel: token.channel === 'phone' ? 'phone' : 'email',
            address: token.address,
          });
      const deviceId = input.deviceId ?? ctx.header?.deviceId;
      const session = await createSession(ctx.db, user.id, deviceId);
      setSessionCookies(ctx.res, session.token, session.session, ctx.secureCookies);
      return { userId: user.id, accessToken: session.token };
    }),

  /** Ends this session on the server: the token stops working everywhere. */
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    clearSessionCookies(ctx.res, ctx.secureCookies);
    return { success: true as const };
  }),

  /** Who is signed in, for the client's header; null for a visitor. */
  session: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? {
          userId: ctx.user.id,
          name: ctx.user.name,
          photoUrl: ctx.user.photoUrl,
          hasProfile: Boolean(ctx.user.profileCreatedAt),
        }
      : null,
  ),
});
