import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { hasGuests, UNTITLED_PARTY } from '../../../../shared/events/eventLabels';
import { hasStarted } from '../../../../shared/events/eventTimes';
import type { EventSummary } from '../../../../shared/events/schema';
import { useHostPartyActions } from './useHostPartyActions';

/**
 * A host's actions on their card: Edit (before the start), Clone party, and Cancel party when guests are
 * coming or Delete party otherwise (a cancelled party can only be deleted; only by its organizer). Each but Edit
 * asks first.
 */
export function HostCardMenu({ event, now }: { event: EventSummary; now: number }) {
  const navigate = useNavigate();
  const { busy, askClone, askCancel, askDelete } = useHostPartyActions(event.id);

  const cancelled = event.cancelledTimestamp > 0;
  const canEdit = !cancelled && !hasStarted(event, now);
  const offerCancel = !cancelled && hasGuests(event.attendingCount);
  // Deleting is the organizer's alone (spec section 6); a cohost's card offers Cancel party or nothing.
  const offerDelete = !offerCancel && event.isOrganizer;
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
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={askClone}>
          Clone party
        </Menu.Item>
        {offerCancel && (
          <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={askCancel}>
            Cancel party
          </Menu.Item>
        )}
        {offerDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            Delete party
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
