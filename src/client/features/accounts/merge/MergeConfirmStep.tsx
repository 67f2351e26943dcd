import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import type { SentPii } from './sentPii';

/** Step 3: the address belongs to another account; merging brings its parties, answers and coins here. */
export function MergeConfirmStep({
  pii,
  onMerged,
  onNotNow,
}: {
  pii: SentPii;
  onMerged: () => Promise<void>;
  onNotNow: () => void;
}) {
  const trpc = useTRPC();
  const merge = useMutation(trpc.accounts.confirmUserMerge.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await merge.mutateAsync({ pii: pii.address });
      await onMerged();
    } catch (cause) {
      log.error('Merging the accounts failed', cause);
      setError(errorMessage(cause, 'Sorry, something went wrong merging your accounts. Please try again.'));
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="xl">
          <IconUsersGroup size={22} />
        </ThemeIcon>
        <Text size="sm">
          {`${pii.display} already has an ${PRODUCT_NAME} account. Merge it into this one? Its parties, RSVPs and coins move here, and you can sign in with either.`}
        </Text>
      </Group>
      <ErrorAlert message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onNotNow} disabled={merge.isPending}>
          Not now
        </Button>
        <Button onClick={confirm} loading={merge.isPending}>
          Merge accounts
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 4: the confirmed notice. */
export function MergeDoneStep({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon variant="light" color="teal" size={56} radius="xl">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text size="sm">Your accounts are merged. Everything from the other account is here now.</Text>
      <Button fullWidth onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}
