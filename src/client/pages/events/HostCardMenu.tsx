import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconDots, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasGuests, UNTITLED_PARTY } from '../../../shared/rules/eventLabels';
import { hasStarted } from '../../../shared/rules/eventTimes';
import type { EventSummary } from '../../../shared/schemas/events';
import { cloneEditorPath, cloneEditorState } from '../../components/editor/clonePath';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

export const HOST_MENU_TEXT = {
  clone: {
    title: 'Clone party',
    body: 'Make a copy of this party? The copy keeps the invitation, but none of the guests.',
    confirm: 'Yes, clone',
  },
  cancel: {
    title: 'Cancel party',
    body: 'Are you sure you want to cancel this party? Your guests will see that it is canceled.',
    confirm: 'Yes, cancel party',
  },
  delete: {
    title: 'Delete party',
    body: 'Are you sure you want to delete this party? This cannot be undone.',
    confirm: 'Yes, delete',
  },
  notNow: 'Not now',
  failed: 'Sorry, something went wrong. Please try again.',
} as const;

type Confirm = { title: string; body: string; confirm: string; danger?: boolean; onConfirm: () => void };

function confirmWith({ title, body, confirm, danger, onConfirm }: Confirm) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm, cancel: HOST_MENU_TEXT.notNow },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm,
  });
}

/**
 * A host's actions on their card: Edit (before the start), Clone party, and Cancel party when guests are
 * coming or Delete party otherwise (a cancelled party can only be deleted). Each but Edit asks first.
 */
export function HostCardMenu({ event, now }: { event: EventSummary; now: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.events.fetchEvents.queryKey() });
  const onError = (error: unknown) => notify.error(errorMessage(error, HOST_MENU_TEXT.failed));

  const clone = useMutation(
    trpc.events.cloneEvent.mutationOptions({
      onSuccess: (copy) => {
        void queryClient.invalidateQueries({ queryKey: trpc.drafts.fetchDrafts.queryKey() });
        navigate(cloneEditorPath(copy), { state: cloneEditorState(copy) });
      },
      onError,
    }),
  );
  const cancel = useMutation(
    trpc.events.cancelEvent.mutationOptions({
      onSuccess: () => {
        void refreshList();
        notify.info('Party canceled.');
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.events.deleteEvent.mutationOptions({
      onSuccess: () => {
        void refreshList();
        notify.info('Party deleted.');
      },
      onError,
    }),
  );

  const cancelled = event.cancelledTimestamp > 0;
  const canEdit = !cancelled && !hasStarted(event, now);
  const offerCancel = !cancelled && hasGuests(event.attendingCount);
  const busy = clone.isPending || cancel.isPending || remove.isPending;
  const title = event.title.trim() || UNTITLED_PARTY;

  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
          loading={busy}
          aria-label={`Options for ${title}`}
        >
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(`/event/edit/${event.id}`)}
          >
            Edit
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          onClick={() =>
            confirmWith({ ...HOST_MENU_TEXT.clone, onConfirm: () => clone.mutate({ eventId: event.id }) })
          }
        >
          Clone party
        </Menu.Item>
        {offerCancel ? (
          <Menu.Item
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() =>
              confirmWith({
                ...HOST_MENU_TEXT.cancel,
                danger: true,
                onConfirm: () => cancel.mutate({ eventId: event.id }),
              })
            }
          >
            Cancel party
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              confirmWith({
                ...HOST_MENU_TEXT.delete,
                danger: true,
                onConfirm: () => remove.mutate({ eventId: event.id }),
              })
            }
          >
            Delete party
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
