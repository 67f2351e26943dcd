import { MergeModal, useSnoozeMergeNudge } from '../accounts';

/** The complete-your-profile title when the modal follows an RSVP (spec section 2). */
const RSVP_RECEIVED = 'RSVP received';

/**
 * The merge nudge after a signed-in guest with a phone and no e-mail answers: the complete-your-profile modal
 * titled 'RSVP received'. Put away without finishing, it is snoozed for 24 h like the account's own nudge.
 */
export function RsvpReceivedModal({ onClose }: { onClose: () => void }) {
  const snooze = useSnoozeMergeNudge();
  return (
    <MergeModal
      opened
      title={RSVP_RECEIVED}
      onDismiss={() => {
        snooze();
        onClose();
      }}
      onFinished={onClose}
    />
  );
}
