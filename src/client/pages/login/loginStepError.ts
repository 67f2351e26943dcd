import { MSG, somethingWentWrongSigningIn } from '../../../shared/messages';
import { errorCode } from '../../lib/errors';

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
