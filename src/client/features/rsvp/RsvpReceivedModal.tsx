import { useMutation, useQueryClient } from '@tanstack/react-query';
import { log } from '../../app/lib/log';
import { useTRPC } from '../../app/lib/trpc';
import { MergeModal } from '../accounts/merge/MergeModal';

/** The complete-your-profile title when the modal follows an RSVP (spec section 2). */
export const RSVP_RECEIVED = 'RSVP received';

/**
 * The merge nudge after a signed-in guest with a phone and no e-mail answers: the complete-your-profile modal
 * titled 'RSVP received'. Put away without finishing, it is snoozed for 24 h like the account's own nudge.
 */
export function RsvpReceivedModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snooze = useMutation(trpc.accounts.snoozeMergeNudge.mutationOptions());
  return (
    <MergeModal
      opened
      title={RSVP_RECEIVED}
      onDismiss={() => {
        snooze.mutate(undefined, {
          onError: (error) => log.warn('Snoozing the merge nudge failed', error),
          onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.accounts.getElkUser.queryKey() }),
        });
        onClose();
      }}
      onFinished={onClose}
    />
  );
}
