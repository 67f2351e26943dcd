import { Modal } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../app/lib/notify';
import { useRefreshAfterMerge } from '../queries';
import { MergeCodeStep } from './MergeCodeStep';
import { MergeConfirmStep, MergeDoneStep } from './MergeConfirmStep';
import { MergeEnterStep } from './MergeEnterStep';
import type { SentPii } from './sentPii';

type StepWithPii = { name: 'code' | 'merge'; pii: SentPii };
type Step = { name: 'enter' | 'done' } | StepWithPii;

type Props = {
  opened: boolean;
  /** 'RSVP received' when reached from an RSVP; otherwise 'Complete your profile'. */
  title?: string;
  /** Closed without finishing (click outside, Escape, close icon, 'Not now'): the nudge is snoozed. */
  onDismiss: () => void;
  /** Closed after an e-mail or phone was added or an account merged. */
  onFinished: () => void;
};

/**
 * Complete-your-profile (spec section 4, "Merge modal"): enter a phone or e-mail, then its code; the address
 * is added and the modal closes, or it belongs to another account and a merge prompt follows, then a
 * confirmed notice whose Continue closes it.
 */
export function MergeModal({ opened, title = 'Complete your profile', onDismiss, onFinished }: Props) {
  const [step, setStep] = useState<Step>({ name: 'enter' });
  const refreshAll = useRefreshAfterMerge();

  const close = (finished: boolean) => {
    setStep({ name: 'enter' });
    if (finished) onFinished();
    else onDismiss();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => close(step.name === 'done')}
      title={step.name === 'done' ? 'Accounts merged' : title}
      centered
      radius="lg"
      size="md"
    >
      {step.name === 'enter' && <MergeEnterStep onSent={(pii) => setStep({ name: 'code', pii })} />}
      {step.name === 'code' && (
        <MergeCodeStep
          pii={step.pii}
          onResent={(sentAt) => setStep({ name: 'code', pii: { ...step.pii, sentAt } })}
          onAdded={async () => {
            notify.info(`${step.pii.display} added.`);
            await refreshAll();
            close(true);
          }}
          onMergePrompt={() => setStep({ name: 'merge', pii: step.pii })}
          onBack={() => setStep({ name: 'enter' })}
        />
      )}
      {step.name === 'merge' && (
        <MergeConfirmStep
          pii={step.pii}
          onMerged={async () => {
            await refreshAll();
            setStep({ name: 'done' });
          }}
          onNotNow={() => close(false)}
        />
      )}
      {step.name === 'done' && <MergeDoneStep onContinue={() => close(true)} />}
    </Modal>
  );
}
