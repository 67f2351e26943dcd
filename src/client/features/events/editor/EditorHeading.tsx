import { Button, Group, Menu, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCopy, IconDots, IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { useDraftInvalidation } from '../../drafts';
import { cloneEditorPath, cloneEditorState } from './clonePath';
import classes from './EditorPage.module.css';
import { DISCARD_CHANGES, SAVE_FAILED } from './messages';
import { type EditorSource, isCloneSource } from './model';
import { openConfirmModal } from '../../../app/lib/confirmModals';

type Props = {
  source: EditorSource;
  actions: ReactNode;
  /** Edit mode: throws away the unsaved changes (server draft and local copy) and leaves the editor. */
  onDiscard?: () => Promise<void>;
};

/** The editor's title, and in edit mode its More menu (view page, clone) and 'Discard changes'. */
export function EditorHeading({ source, actions, onDiscard }: Props) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { draftList } = useDraftInvalidation();
  const clone = useMutation(trpc.drafts.cloneEvent.mutationOptions());
  const isEdit = source.kind === 'edit';
  const isClone = isCloneSource(source);
  const title = isEdit ? 'Edit your party' : isClone ? 'Your cloned party' : 'Create your party';

  const cloneParty = (eventId: string) =>
    clone.mutate(
      { eventId },
      {
        onSuccess: (copy) => {
          void draftList();
          navigate(cloneEditorPath(copy), { state: cloneEditorState(copy) });
        },
        onError: (error) => notify.error(errorMessage(error, SAVE_FAILED)),
      },
    );

  const confirmDiscard = () =>
    openConfirmModal({
      title: DISCARD_CHANGES.title,
      children: <Text size="sm">{DISCARD_CHANGES.body}</Text>,
      labels: { confirm: DISCARD_CHANGES.confirm, cancel: DISCARD_CHANGES.keep },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDiscard?.(),
    });

  return (
    <Group justify="space-between" mb="lg" gap="sm" align="flex-end">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {isClone && (
          <Text size="sm" c="dimmed">
            A copy without guests. Confirm the place and time, then create it.
          </Text>
        )}
      </div>
      <Group gap="sm" justify="flex-end" className={classes.headingActions}>
        {isEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconDots size={16} />} loading={clone.isPending}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconEye size={16} />}
                component={Link}
                to={`/event/${source.eventId}?preview`}
              >
                View party page
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => cloneParty(source.eventId)}>
                Clone party
              </Menu.Item>
              {onDiscard && (
                <Menu.Item color="red" leftSection={<IconArrowBackUp size={16} />} onClick={confirmDiscard}>
                  {DISCARD_CHANGES.action}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
        {actions}
      </Group>
    </Group>
  );
}
