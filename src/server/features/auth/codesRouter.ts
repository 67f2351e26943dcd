import { MSG } from '../../../shared/common/copy';
import {
  type SignInResult,
  sendEmailSignInCodeInput,
  sendPhoneSignInCodeInput,
  signInWithEmailAndCodeInput,
  signInWithPhoneAndCodeInput,
  signInResultSchema,
} from '../../../shared/auth/schema';
import { sendVerificationCode } from './codeDelivery';
import { type CodeTarget, issueSignInToken, verifyCode } from './codes';
import type { Context } from '../../platform/trpc/context';
import { rateLimit } from '../../platform/trpc/trpc';
import { publicProcedure } from '../../platform/trpc/procedures';

const HOUR = 3600_000;
const MINUTE = 60_000;

/**
 * Sending: 30 an hour per client address (signed in or not; and per account when signed in), plus the
 * per-address limit inside sendVerificationCode. Shared with the profile's add-an-address codes.
 */
export const sendCodeLimit = rateLimit('sendCode', (env) => env.SIGN_INS_PER_ADDRESS, HOUR, {
  alsoPerIp: true,
});
/** Checking: 30 tries per 10 minutes per client address, on top of the 5 wrong tries each code allows. */
export const checkCodeLimit = rateLimit('checkCode', (env) => env.SIGN_INS_PER_ADDRESS, 10 * MINUTE, {
  alsoPerIp: true,
});

const sendCodeProcedure = publicProcedure.use(sendCodeLimit);
const checkCodeProcedure = publicProcedure.use(checkCodeLimit);

/** A right code gives a single-use sign-in token for `authenticate`; a wrong one the spec's message. */
async function signInWithCode(
  ctx: Context,
  target: CodeTarget & { channel: 'email' | 'phone' },
  code: string,
): Promise<SignInResult> {
  if (!(await verifyCode(ctx.db, ctx.secrets.codeKey, target, code))) {
    return { success: false, errorMessage: MSG.invalidCode };
  }
  const firebaseCustomToken = await issueSignInToken(ctx.db, target.channel, target.address);
  return { success: true, firebaseCustomToken };
}

// Each send answers the same for a known or unknown address, so it reveals nobody's account.
export const codeProcedures = {
  sendEmailSignInCode: sendCodeProcedure
    .input(sendEmailSignInCodeInput)
    .output(signInResultSchema)
    .mutation(({ ctx, input }) =>
      sendVerificationCode(ctx, { channel: 'email', address: input.emailAddress }),
    ),

  signInWithEmailAndCode: checkCodeProcedure
    .input(signInWithEmailAndCodeInput)
    .output(signInResultSchema)
    .mutation(({ ctx, input }) =>
      signInWithCode(ctx, { channel: 'email', address: input.emailAddress }, input.code),
    ),

  /** phoneNumber as typed (US unless it starts with '+'); the code goes to its E.164 form by text message. */
  sendPhoneSignInCode: sendCodeProcedure
    .input(sendPhoneSignInCodeInput)
    .output(signInResultSchema)
    .mutation(({ ctx, input }) =>
      sendVerificationCode(ctx, { channel: 'phone', address: input.phoneNumber }),
    ),

  signInWithPhoneAndCode: checkCodeProcedure
    .input(signInWithPhoneAndCodeInput)
    .output(signInResultSchema)
    .mutation(({ ctx, input }) =>
      signInWithCode(ctx, { channel: 'phone', address: input.phoneNumber }, input.code),
    ),
};
