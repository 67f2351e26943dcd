import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ElkEvent } from '../../../../shared/events/schema';
import { errorCode, errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { SAVE_FAILED } from './messages';
import { type EditorEvent, toEditorEvent, toEventInput } from './model';
import { OptionsTab } from './OptionsTab';
import { useEventInvalidation } from '../queries';

export const PARTY_OPTIONS_TITLE = 'Party options';

/**
 * The party options (guest management, spec section 2) as a modal from the party page: the editor's Event options
 * tab on the saved party, saved through the same editEventDetails as the editor's Save.
 */
export function PartyOptionsModal({
  event,
  opened,
  onClose,
}: {
  event: ElkEvent;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={PARTY_OPTIONS_TITLE} centered radius="lg">
      {/* Mounted per opening, so each one starts from the party as saved. */}
      {opened && <PartyOptionsForm event={event} onClose={onClose} />}
    </Modal>
  );
}

function PartyOptionsForm({ event, onClose }: { event: ElkEvent; onClose: () => void }) {
  const trpc = useTRPC();
  const { allEvents } = useEventInvalidation();
  const save = useMutation(trpc.events.editEventDetails.mutationOptions());
  const [edited, setEdited] = useState<EditorEvent>(() => toEditorEvent(event));

  const submit = () => {
    save.mutate(
      { event: toEventInput(edited), eventId: event.id },
      {
        onSuccess: () => {
          void allEvents();
          notify.info('Party options saved.');
          onClose();
        },
        onError: (error) => {
          log.warn('Saving the party options failed', error);
          notify.error(errorCode(error) === 'BAD_REQUEST' ? errorMessage(error, SAVE_FAILED) : SAVE_FAILED);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <OptionsTab
        options={edited}
        onChange={(patch) => setEdited((current) => ({ ...current, ...patch }))}
        editing
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
