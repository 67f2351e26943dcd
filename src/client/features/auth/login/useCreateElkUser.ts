import { useMutation } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { MSG } from '../../../../shared/common/copy';
import type { LoginEvent } from '../../../../shared/auth/loginState';
import { errorCode } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { visitorCoinsSpent } from '../../coins';

/** What the name page sends: the name, and (for people with a phone) whether they may be texted. */
export type NewAccount = { name: string; textConsent: boolean };

/** Creates the new account from the name page; a phone's text consent goes with it. */
export function useCreateElkUser(
  hasPhone: boolean,
  dispatch: Dispatch<LoginEvent>,
  onCreated: () => Promise<void>,
) {
  const trpc = useTRPC();
  const createUser = useMutation(trpc.accounts.createElkUser.mutationOptions());

  return async ({ name, textConsent }: NewAccount) => {
    dispatch({ type: 'submitName' });
    dispatch({ type: 'creatingUser' });
    const elkUser = hasPhone
      ? {
          name,
          grantedTextPermission: textConsent,
          textPermissionStatus: textConsent ? ('GRANTED' as const) : ('REJECTED' as const),
        }
      : { name };
    try {
      // The free coins this browser spent as a visitor come off the new account's 60.
      await createUser.mutateAsync({ elkUser, coinsSpent: visitorCoinsSpent() });
    } catch (cause) {
      log.error('Creating the user failed', cause);
      dispatch({
        type: 'failed',
        error: errorCode(cause) === 'TOO_MANY_REQUESTS' ? MSG.rateLimited : MSG.createUserFailed,
      });
      return;
    }
    dispatch({ type: 'userCreated' });
    await onCreated();
  };
}
