// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MSG } from '../common/copy';

export const PROVIDER_FAILURE_MESSAGES = {
  network: MSG.providerNetwork,
  auth: MSG.providerAuth,
  server: MSG.providerServer,
  timeout: MSG.signInTimedOut,
  unknown: MSG.somethingWentWrongTryAgain,
} as const;

/**
 * The login page's heading when sign-in interrupts something (issue 38): it says what happens next, so the way
 * through sign-in does not look like a dead end.
 */
export const LOGIN_CONTEXT = {
  rsvpTitle: 'Sign in to RSVP',
  defaultTitle: "Let's do it!",
  defaultSubtitle: (productName: string) => `Sign in or sign up for ${productName}`,
  createTitle: 'Sign in to create your party',
  createSubtitle: 'Your party is saved on this device. Sign in or sign up and it goes live.',
  cohostTitle: 'Sign in to cohost',
  cohostSubtitle: 'Sign in or sign up to accept the invitation to cohost this party.',
} as const;
