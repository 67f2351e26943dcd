// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MSG } from '../common/copy';

export const PROVIDER_FAILURE_MESSAGES = {
  network: MSG.providerNetwork,
  auth: MSG.providerAuth,
  server: MSG.providerServer,
  timeout: MSG.signInTimedOut,
  unknown: MSG.somethingWentWrongTryAgain,
} as const;
