import { ActionIcon, Button, CopyButton, Menu, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDots,
  IconLink,
  IconMessageCircle,
  IconPencil,
  IconSettings,
  IconTrash,
  IconUserPlus,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { COPY_TOOLTIP_MS } from '../../../../shared/constants';
import { hostToolbar } from '../../../../shared/events/eventPage';
import type { ElkEvent } from '../../../../shared/events/schema';
import classes from './Host.module.css';
import { PARTY_OPTIONS_TITLE, PartyOptionsModal, useHostPartyActions } from '../../events';
import { WithPartySections } from '../partySections';
import { SendMessageModal } from '../../messages';

type Props = {
  event: ElkEvent;
  /** The organizer or an accepted cohost: cohosts get no Delete party. */
  hostRole: 'host' | 'cohost';
  now: number;
  shareUrl: string;
  onChanged: () => Promise<unknown>;
  /** Open the party options at once (navigation state showGuestOptions). */
  openOptions?: boolean;
  /** The page's live count of message changes, for the message modal's history. */
  messagesVersion?: number;
};

/**
 * The host's tools on the party page (spec section 2): Invites, Edit (before the start), Send Message (more
 * than one attendee), copy link ('Copied link!'), and a menu with Party options (before the start), Cohosts, Clone party and Cancel party / Delete
 * party by attendee count. Cohosts opens the cohost page (/event/cohost/{id}).
 */
export function HostToolbar({
  event,
  hostRole,
  now,
  shareUrl,
  onChanged,
  openOptions = false,
  messagesVersion = 0,
}: Props) {
  const navigate = useNavigate();
  const [messaging, setMessaging] = useState(false);
  const [options, setOptions] = useState(openOptions);
  const tools = hostToolbar(event, now, hostRole);
  const actions = useHostPartyActions(event.id, {
    cancelled: onChanged,
    deleted: () => navigate('/events', { replace: true }),
  });

  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Host tools" data-testid="host-toolbar">
      <span className={classes.label}>You're hosting</span>
      <div className={classes.tools}>
        <Button component={Link} to={`/event/invite/${event.id}`} leftSection={<IconUsers size={18} />}>
          Invites
        </Button>
        {tools.canEdit && (
          <Button
            component={Link}
            to={`/event/edit/${event.id}`}
            variant="default"
            leftSection={<IconPencil size={18} />}
          >
            Edit
          </Button>
        )}
        {tools.canMessage && (
          <Button
            variant="default"
            leftSection={<IconMessageCircle size={18} />}
            onClick={() => setMessaging(true)}
          >
            Send Message
          </Button>
        )}
        <CopyLinkButton url={shareUrl} />
        <HostMenu eventId={event.id} tools={tools} actions={actions} onOptions={() => setOptions(true)} />
      </div>
      <SendMessageModal
        eventId={event.id}
        opened={messaging}
        onClose={() => setMessaging(false)}
        liveVersion={messagesVersion}
      />
      <WithPartySections>
        <PartyOptionsModal
          event={event}
          opened={options && tools.canEdit}
          onClose={() => setOptions(false)}
        />
      </WithPartySections>
    </div>
  );
}

/** Copies the party's link, saying 'Copied link!' for a moment. */
function CopyLinkButton({ url }: { url: string }) {
  return (
    <CopyButton value={url} timeout={COPY_TOOLTIP_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied link!' : 'Copy link'} withArrow opened={copied ? true : undefined}>
          <ActionIcon
            variant={copied ? 'filled' : 'default'}
            size={36}
            radius="xl"
            onClick={copy}
            aria-label="Copy link"
          >
            {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The menu of more host options: Party options (before the start), Cohosts, Clone, Cancel or Delete party. */
function HostMenu({
  eventId,
  tools,
  actions,
  onOptions,
}: {
  eventId: string;
  tools: ReturnType<typeof hostToolbar>;
  actions: ReturnType<typeof useHostPartyActions>;
  onOptions: () => void;
}) {
  const { busy, askClone, askCancel, askDelete } = actions;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} radius="xl" loading={busy} aria-label="More host options">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {tools.canEdit && (
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={onOptions}>
            {PARTY_OPTIONS_TITLE}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={`/event/cohost/${eventId}`} leftSection={<IconUserPlus size={16} />}>
          Cohosts
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={askClone}>
          Clone party
        </Menu.Item>
        {tools.endAction === 'cancel' && (
          <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={askCancel}>
            Cancel party
          </Menu.Item>
        )}
        {tools.endAction === 'delete' && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            Delete party
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
