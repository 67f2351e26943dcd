import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CONSENT_TEXT } from '../../../shared/constants';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useProfileInvalidation } from './queries';
import { rememberTextPermissionAsked } from './textPermissionAsked';

/**
 * Asked once, to people with a phone whose text permission is still undefined: Yes or No. The account
 * remembers the prompt (answered or dismissed), so neither this prompt nor the one after an RSVP asks again.
 */
export function TextPermissionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const invalidateProfile = useProfileInvalidation();
  const update = useMutation(trpc.accounts.answerTextPermissionPrompt.mutationOptions());

  const answer = async (granted: boolean | null) => {
    rememberTextPermissionAsked();
    try {
      await update.mutateAsync({ granted });
    } catch (cause) {
      log.warn('Saving the text permission failed', cause);
      if (granted !== null) {
        notify.error(errorMessage(cause, 'Sorry, something went wrong. Please try again.'));
      }
    }
    await invalidateProfile();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={() => void answer(null)} title="Can we text you?" centered radius="lg">
      <Stack gap="lg">
        <Text size="sm">{CONSENT_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void answer(false)} disabled={update.isPending}>
            No
          </Button>
          <Button onClick={() => void answer(true)} loading={update.isPending}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
