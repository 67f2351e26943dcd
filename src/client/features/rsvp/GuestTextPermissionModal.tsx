import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CONSENT_TEXT } from '../../../shared/constants';
import { withTextPermission } from '../../../shared/rsvp/rsvpForm';
import type { UpdateAttendanceInput, UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { log } from '../../app/lib/log';
import { useTRPC } from '../../app/lib/trpc';
import { rememberTextPermissionAsked } from '../accounts';

/**
 * The text-message permission for a guest without an account: the same Yes / No question as the account
 * prompt, recorded on their invitation by repeating the answer they just gave with the permission attached,
 * as the invitee that answer was recorded for (its token and id; a new guest has them only now).
 */
export function GuestTextPermissionModal({
  answer,
  recorded,
  onClose,
}: {
  /** The updateAttendance call that just succeeded; null keeps the modal closed. */
  answer: UpdateAttendanceInput | null;
  /** What that call answered: the invitee id and token to repeat it with. */
  recorded: Pick<UpdateAttendanceResult, 'inviteeId' | 'token'> | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.rsvp.updateAttendance.mutationOptions());

  const reply = (granted: boolean) => {
    rememberTextPermissionAsked();
    if (answer) {
      update.mutate(withTextPermission(answer, recorded ?? { inviteeId: null, token: null }, granted), {
        onError: (error) => log.warn('Saving the guest text permission failed', error),
      });
    }
    onClose();
  };

  return (
    <Modal
      opened={answer !== null}
      onClose={() => {
        rememberTextPermissionAsked();
        onClose();
      }}
      title="Can we text you?"
      centered
      radius="lg"
    >
      <Stack gap="lg">
        <Text size="sm">{CONSENT_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => reply(false)}>
            No
          </Button>
          <Button onClick={() => reply(true)}>Yes</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
