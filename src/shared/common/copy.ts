// User-facing wording from the spec (sections 5 and 8). Change a text here, never inline.
import { NAME_MAX, SUPPORT_EMAIL } from '../constants';

export const MSG = {
  rateLimited: 'Rate limit exceeded',
  notSignedIn: 'You need to be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  unknownError: 'Unknown error',
  codeSendFailed: 'Something went wrong sending your verification code.',
  codeCheckFailed: 'Failed to verify code, please try again.',
  invalidCode: 'Invalid code, please try again.',
  authenticateFailed: `An error occurred trying to authenticate, please try again. If this error persists, contact us at ${SUPPORT_EMAIL}.`,
  createUserFailed: `An error occurred trying to create your user, please try again. If this error persists, please contact us at ${SUPPORT_EMAIL}.`,
  missingCustomToken: 'Missing custom firebase token',
  invalidEmail: 'Please enter a valid email address.',
  /** The guest-list and cohost forms' word for an address they cannot use. */
  enterValidEmail: 'Please enter a valid email.',
  alreadyInvited: 'Email has already been invited.',
  invalidPhone: 'Please enter a valid phone number.',
  provideValidPhone: 'Please provide a valid phone number.',
  nameRequired: 'Name is a required field.',
  enterName: 'Please enter a name.',
  nameTooLong: `Name must be at most ${NAME_MAX} characters.`,
  requiredField: 'This is a required field',
  logoutConfirm:
    "Are you sure you want to log out? You won't need to verify your phone number every time if you stay logged in.",
  deleteAccountConfirm: 'Are you sure you want to leave? Your data will be deleted, this cannot be undone.',
  /** Said on the home page a deleted account lands on, so the deletion does not end in silence (issue 38). */
  accountDeleted: 'Your account has been deleted. Thanks for partying with us!',
  // Accounts (issue #3)
  signInTimedOut: 'Request timed out, please try again.',
  /** The database did not answer in time (or cannot be reached): the request failed fast instead of hanging. */
  requestTimedOut: 'Request timed out, try again later.',
  invalidNumberTryAgain: 'Invalid number, please try again.',
  invalidEmailTryAgain: 'Invalid email, please try again.',
  enterValidName: 'Please enter a valid name.',
  providerNetwork: 'Failed to login due to network issues, please try again later.',
  providerAuth: 'Failed to login due to auth failure, please try again later.',
  providerServer: 'Failed to login due to server issues, please try again later.',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  mergeProofMissing: 'Please verify that email or phone number again before merging.',
  /** The existing-profile check by phone names a number the caller has not verified on their account. */
  phoneNotVerified: 'Please sign in with that phone number first.',
  /** A NUL or a broken UTF-16 character in text (rules/text.ts). */
  unsupportedCharacters: 'Please remove unsupported characters.',
} as const;

export const networkErrorMessage = (url: string) => `Network error fetching ${url}`;
export const timeoutMessage = (ms: number, url: string) => `Timed out after ${ms}ms fetching ${url}`;
export const somethingWentWrongSigningIn = (error: string) => `Something went wrong during sign in: ${error}`;
/** A sign-in code check that failed for a reason other than a wrong code (channel: 'phone' or 'email'). */
export const failedToVerifyCode = (channel: 'phone' | 'email', message: string) =>
  `Failed to verify ${channel} code. ${message}`;
/** An identity provider's own failure reason. */
export const providerFailed = (message: string) => `Failed to login due to ${message}.`;
