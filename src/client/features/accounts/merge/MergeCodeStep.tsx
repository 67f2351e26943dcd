import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '../../../../shared/common/copy';
import { errorCode } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { CodeInput } from '../../../app/ui/CodeInput';
import type { SentPii } from './sentPii';
import { useMergeCodeResend } from './useMergeCodeResend';

type Props = {
  pii: SentPii;
  onResent: (sentAt: number) => void;
  onAdded: () => Promise<void>;
  onMergePrompt: () => void;
  onBack: () => void;
};

/** Step 2: the code sent to that address; the answer adds it, or asks to merge its account. */
export function MergeCodeStep({ pii, onResent, onAdded, onMergePrompt, onBack }: Props) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.verifyWithPiiAndCode.mutationOptions());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resendCode = useMergeCodeResend(pii, setError, onResent);

  const submit = async (value: string) => {
    setError(null);
    try {
      const result = await verify.mutateAsync({ pii: pii.address, code: value });
      if (!result.success) {
        setError(result.errorMessage);
        setCode('');
        return;
      }
      if ('mergePrompt' in result) onMergePrompt();
      else await onAdded();
    } catch (cause) {
      log.warn('Verifying the code failed', cause);
      setError(errorCode(cause) === 'TOO_MANY_REQUESTS' ? MSG.rateLimited : MSG.codeCheckFailed);
      setCode('');
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{`We sent a code to ${pii.display}.`}</Text>
      <CodeInput
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        disabled={verify.isPending}
        error={!!error}
      />
      {verify.isPending && (
        <Group gap="xs" justify="center">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Checking your code…
          </Text>
        </Group>
      )}
      <ErrorAlert message={error} />
      <MergeCodeLinks onBack={onBack} {...resendCode} />
    </Stack>
  );
}

type MergeCodeLinksProps = ReturnType<typeof useMergeCodeResend> & { onBack: () => void };

/** Under the boxes: back to another address, and the countdown or "Resend Code". */
function MergeCodeLinks({ onBack, secondsLeft, sendAgain, sending }: MergeCodeLinksProps) {
  return (
    <Group justify="space-between">
      <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
        Use a different one
      </Anchor>
      {secondsLeft > 0 ? (
        <Text size="sm" c="dimmed">{`Resend Code in ${String(secondsLeft).padStart(2, '0')}s`}</Text>
      ) : (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={sendAgain} disabled={sending}>
          Resend Code
        </Anchor>
      )}
    </Group>
  );
}
