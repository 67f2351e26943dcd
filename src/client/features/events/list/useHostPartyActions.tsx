import { Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CANCELLATION_NOTE_MAX } from '../../../../shared/events/schema';
import { cloneEditorPath, cloneEditorState } from '../editor/clonePath';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { useDraftInvalidation } from '../../drafts';
import { useEventInvalidation } from '../queries';
import { openConfirmModal } from '../../../app/lib/confirmModals';

const HOST_MENU_TEXT = {
  clone: {
    title: 'Clone party',
    body: 'Make a copy of this party? The copy keeps the invitation, but none of the guests.',
    confirm: 'Yes, clone',
  },
  cancel: {
    title: 'Cancel party',
    body: 'Are you sure you want to cancel this party? Your guests will see that it is canceled.',
    confirm: 'Yes, cancel party',
    noteLabel: 'Note to your guests (optional)',
    noteHint: 'Shown on the canceled party and sent with the cancellation notice.',
    notePlaceholder: 'Sorry, we have to call it off…',
  },
  delete: {
    title: 'Delete party',
    body: 'Are you sure you want to delete this party? This cannot be undone.',
    confirm: 'Yes, delete',
  },
  notNow: 'Not now',
  failed: 'Sorry, something went wrong. Please try again.',
} as const;

type Confirm = {
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
  /** More of the dialog under the question (the cancel note). */
  extra?: ReactNode;
  onConfirm: () => void;
};

function confirmWith({ title, body, confirm, danger, extra, onConfirm }: Confirm) {
  openConfirmModal({
    title,
    children: (
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {extra}
      </Stack>
    ),
    labels: { confirm, cancel: HOST_MENU_TEXT.notNow },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm,
  });
}

/** The cancel dialog's optional note; the dialog keeps its own state, the caller reads it on confirm. */
function CancelNoteField({ onChange }: { onChange: (note: string) => void }) {
  const [note, setNote] = useState('');
  return (
    <Textarea
      label={HOST_MENU_TEXT.cancel.noteLabel}
      description={HOST_MENU_TEXT.cancel.noteHint}
      placeholder={HOST_MENU_TEXT.cancel.notePlaceholder}
      value={note}
      maxLength={CANCELLATION_NOTE_MAX}
      autosize
      minRows={3}
      maxRows={6}
      onChange={(event) => {
        setNote(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
    />
  );
}

/**
 * Clone, Cancel and Delete party as the host's menus offer them (the card on /events and the party page's
 * toolbar): each asks first, refreshes the party list, and says what happened. `after` lets the party page
 * reload itself after a cancel and leave after a delete.
 */
export function useHostPartyActions(
  eventId: string,
  after: { cancelled?: () => Promise<unknown>; deleted?: () => void } = {},
) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { eventList: refreshList } = useEventInvalidation();
  const { draftList } = useDraftInvalidation();
  const queryClient = useQueryClient();
  // Every message query, by its tRPC path: the events base does not import the messages feature (which builds
  // on the party's), so its cache is named here the way the party page's live updates name album and songs.
  const allMessages = () => queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() });
  const onError = (error: unknown) => notify.error(errorMessage(error, HOST_MENU_TEXT.failed));

  const clone = useMutation(
    trpc.drafts.cloneEvent.mutationOptions({
      // A clone is a draft until the host saves it.
      onSuccess: (copy) => {
        void draftList();
        navigate(cloneEditorPath(copy), { state: cloneEditorState(copy) });
      },
      onError,
    }),
  );
  const cancel = useMutation(
    trpc.events.cancelEvent.mutationOptions({
      onSuccess: async () => {
        void refreshList();
        // The cancellation notice is a new blast: the host's MESSAGES (n) must count it as the guests' does.
        void allMessages();
        await after.cancelled?.();
        notify.info('Party canceled.');
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.events.deleteEvent.mutationOptions({
      onSuccess: async () => {
        await refreshList();
        notify.info('Party deleted.');
        after.deleted?.();
      },
      onError,
    }),
  );

  return {
    busy: clone.isPending || cancel.isPending || remove.isPending,
    askClone: () => confirmWith({ ...HOST_MENU_TEXT.clone, onConfirm: () => clone.mutate({ eventId }) }),
    askCancel: () => {
      let note = '';
      confirmWith({
        ...HOST_MENU_TEXT.cancel,
        danger: true,
        extra: <CancelNoteField onChange={(value) => (note = value)} />,
        onConfirm: () => cancel.mutate({ eventId, note: note.trim() || undefined }),
      });
    },
    askDelete: () =>
      confirmWith({ ...HOST_MENU_TEXT.delete, danger: true, onConfirm: () => remove.mutate({ eventId }) }),
  };
}
