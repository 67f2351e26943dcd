import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CohostRow } from '../../../shared/cohosts/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useCohostCache } from './queries';

const FAILED = 'Sorry, something went wrong. Please try again.';

/**
 * The host's actions on the cohosts page: add by e-mail, resend an invite, remove a cohost (which replaces the
 * shared link) and invalidate the link. `busyId` is the cohost whose resend or removal is on its way.
 */
export function useCohostActions(eventId: string, refetchLink: () => Promise<unknown>) {
  const trpc = useTRPC();
  const { refreshList, showLink } = useCohostCache(eventId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const onError = (error: unknown) => notify.error(errorMessage(error, FAILED));

  const add = useMutation(trpc.cohosts.addCohost.mutationOptions({ onSuccess: () => refreshList() }));
  const resend = useMutation(
    trpc.cohosts.resendCohostInvite.mutationOptions({
      onSuccess: (result) => {
        void refreshList();
        // A fresh link may have been made for the resend.
        void refetchLink();
        if (result.mailSent) notify.info(result.message);
        else notify.warn(result.message);
      },
      onError,
      onSettled: () => setBusyId(null),
    }),
  );
  const remove = useMutation(
    trpc.cohosts.removeCohost.mutationOptions({
      onSuccess: ({ linkUuid, cohostLink }) => {
        void refreshList();
        // Removing replaces the shared link, which the removed person holds.
        showLink({ linkUuid, cohostLink });
        notify.info('Cohost removed. The old cohost link no longer works.');
      },
      onError,
      onSettled: () => setBusyId(null),
    }),
  );
  const invalidate = useMutation(
    trpc.cohosts.invalidateCohostLink.mutationOptions({
      onSuccess: (fresh) => {
        showLink(fresh);
        notify.info('The old cohost link no longer works. Share the new one.');
      },
      onError,
    }),
  );

  const addCohost = async (cohost: { name: string; email: string }) => {
    try {
      const result = await add.mutateAsync({ eventId, cohost });
      if (result.mailSent) notify.info(result.message);
      else notify.warn(result.message);
    } catch (error) {
      throw new Error(errorMessage(error, FAILED), { cause: error });
    }
  };
  const onRemove = (cohost: CohostRow) => {
    setBusyId(cohost.cohostId);
    remove.mutate({ eventId, cohostId: cohost.cohostId });
  };
  const onResend = (cohost: CohostRow) => {
    setBusyId(cohost.cohostId);
    resend.mutate({ eventId, cohostId: cohost.cohostId });
  };

  return {
    busyId,
    addCohost,
    onRemove,
    onResend,
    invalidateLink: () => invalidate.mutate({ eventId }),
    invalidating: invalidate.isPending,
  };
}
