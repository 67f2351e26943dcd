/** A login step failure whose message is already the spec's user-facing wording. */
export class LoginStepError extends Error {
  override name = 'LoginStepError';
}
