import { MSG } from '../../../shared/common/copy';
import type { SignInResult } from '../../../shared/auth/schema';
import { signInCodeEmail, signInCodeSms } from '../../platform/mail/templates';
import type { Db } from '../../platform/db/client';
import type { Context } from '../../platform/trpc/context';
import { hitRateLimit } from '../../platform/rateLimit';
import { type CodeTarget, discardCode, issueCode } from './codes';
import { DomainError } from '../../platform/errors';

const HOUR = 3600_000;
/** Codes one address may receive an hour, whoever asks: nobody can flood someone's inbox or phone. */
export const SENDS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Issues a code for an address and delivers it by e-mail or text. The answer never depends on whether the
 * address has an account. A delivery failure is logged, the undelivered code forgotten (so the person may
 * ask again at once) and reported in the spec's words.
 */
export async function sendVerificationCode(
  ctx: Pick<Context, 'db' | 'secrets' | 'mail' | 'sms' | 'logger' | 'ip'>,
  target: CodeTarget,
): Promise<SignInResult> {
  // Counted only for sends past the resend delay: a too-early resend is refused without using up the hour.
  // (hitRateLimit only inserts, which the transaction can do as well as the pool.)
  const issued = await issueCode(ctx.db, ctx.secrets.codeKey, target, ctx.ip, (tx) =>
    hitRateLimit(
      tx as unknown as Db,
      `sendCode:${target.channel}:${target.address}`,
      SENDS_PER_ADDRESS_PER_HOUR,
      HOUR,
    ),
  );
  if (!issued.ok) throw new DomainError('TOO_MANY_REQUESTS', MSG.rateLimited);
  try {
    if (target.channel === 'email') await ctx.mail.send(signInCodeEmail(target.address, issued.code));
    else
      await ctx.sms.send({
        to: target.address,
        text: signInCodeSms(issued.code),
        meta: { kind: 'sign-in-code' },
      });
  } catch (err) {
    ctx.logger.error({ err, channel: target.channel }, 'could not deliver a verification code');
    await discardCode(ctx.db, issued.id);
    return { success: false, errorMessage: MSG.codeSendFailed };
  }
  return { success: true };
}
