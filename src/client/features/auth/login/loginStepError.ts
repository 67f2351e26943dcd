import { MSG, somethingWentWrongSigningIn } from '../../../../shared/common/copy';
import { errorCode } from '../../../app/lib/errors';

/** A login step failure whose message is already the spec's user-facing wording. */
export class LoginStepError extends Error {
  override name = 'LoginStepError';
}

/**
 * A send-code call that threw (spec section 8): rate-limit and network errors give their message, other
 * known failures their reason, anything else 'Unknown error'.
 */
export function sendCodeErrorMessage(cause: unknown): string {
  if (errorCode(cause) === 'TOO_MANY_REQUESTS') return MSG.rateLimited;
  if (cause instanceof Error && cause.message) return cause.message;
  return MSG.unknownError;
}

/** Any other sign-in failure: already worded, the rate limit, or 'Something went wrong during sign in: …'. */
export function signInErrorMessage(cause: unknown): string {
  if (cause instanceof LoginStepError) return cause.message;
  if (errorCode(cause) === 'TOO_MANY_REQUESTS') return MSG.rateLimited;
  return somethingWentWrongSigningIn(cause instanceof Error ? cause.message : String(cause));
}

type CodeCheckOutcome =
  | { ok: true; signInToken: string }
  | { ok: false; reason: 'invalid_code' | 'missing_token'; message: string };

/**
 * What a checked code leads to: a sign-in token, the server's 'Invalid code…' message, or — when the server
 * said yes but sent no token — the spec's 'An error occurred trying to authenticate…' (section 8).
 */
export function codeCheckOutcome(result: {
  success: boolean;
  firebaseCustomToken?: string | null;
  errorMessage?: string | null;
}): CodeCheckOutcome {
  if (!result.success) {
    return { ok: false, reason: 'invalid_code', message: result.errorMessage || MSG.invalidCode };
  }
  if (!result.firebaseCustomToken) {
    return { ok: false, reason: 'missing_token', message: MSG.authenticateFailed };
  }
  return { ok: true, signInToken: result.firebaseCustomToken };
}
