import { ActionIcon, Badge, Group, Menu, Select, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { answerText, contactText, guestDetails, hasGuestDetails } from '../../../shared/guests/guestTable';
import type { WaitlistStatus } from '../../../shared/events/schema';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { GuestDetailsRow } from './GuestDetailsRow';
import { GuestStatusCell } from './GuestStatusCell';
import classes from './GuestTable.module.css';
import type { GuestTableProps, TableQuestion } from './guestTableProps';
import { WAITLIST_LABELS } from './inviteText';
import type { ManagedGuest } from './managedGuest';

const WAITLIST_OPTIONS = (Object.keys(WAITLIST_LABELS) as WaitlistStatus[]).map((value) => ({
  value,
  label: WAITLIST_LABELS[value],
}));

type GuestRowProps = GuestTableProps & {
  guest: ManagedGuest;
  question: TableQuestion | null;
  columnCount: number;
};

/** One guest's row of the table, and under it the details it unfolds to. */
export function GuestRow(props: GuestRowProps) {
  const { guest, question, questions, columnCount, mobile, readOnly = false } = props;
  const isOrganizer = guest.role === 'ORGANIZER';
  const contact = contactText(guest);
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const details = guestDetails(guest, questions);
  const unfoldable = !isOrganizer && hasGuestDetails(details);
  // Desktop: beside the name. Phone: in the actions column, so the row fits 390 px.
  const detailsToggle = unfoldable ? (
    <DetailsToggle name={guest.name} open={open} detailsId={detailsId} onToggle={() => setOpen((o) => !o)} />
  ) : null;
  return (
    <Fragment>
      <Table.Tr data-testid="guest-row" data-invitee={guest.inviteeId}>
        <Table.Td className={classes.statusCell}>
          <GuestStatusCell
            guest={guest}
            hasWaitlist={props.hasWaitlist}
            sending={props.sendingIds.has(guest.inviteeId)}
            readOnly={readOnly}
            onSend={() => props.onSendOne(guest)}
            onEditAndResend={() => props.onEdit(guest)}
          />
        </Table.Td>
        <Table.Td>
          <GuestNameCell
            guest={guest}
            mobile={mobile}
            contact={contact}
            extraGuests={details.extraGuests}
            message={open ? null : details.message}
            detailsToggle={mobile ? null : detailsToggle}
          />
        </Table.Td>
        {!mobile && (
          <Table.Td>
            <Text size="sm" c={isOrganizer ? 'dimmed' : undefined} className={classes.ellipsis}>
              {contact}
            </Text>
          </Table.Td>
        )}
        {!mobile && question && (
          <Table.Td>
            <Text size="sm" className={classes.ellipsis}>
              {answerText(guest, question.questionUuid)}
            </Text>
          </Table.Td>
        )}
        <Table.Td>
          <GuestRowActions
            {...props}
            editable={!isOrganizer && !readOnly}
            detailsToggle={mobile ? detailsToggle : null}
          />
        </Table.Td>
      </Table.Tr>
      {open && unfoldable && (
        <GuestDetailsRow
          id={detailsId}
          name={guest.name || 'Guest'}
          details={details}
          colSpan={columnCount}
        />
      )}
    </Fragment>
  );
}

/** Shows or hides the row's details (RSVP message, +N, answers). */
function DetailsToggle({
  name,
  open,
  detailsId,
  onToggle,
}: {
  name: string;
  open: boolean;
  detailsId: string;
  onToggle: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} details of ${name || 'Guest'}`}
      onClick={onToggle}
    >
      {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
    </ActionIcon>
  );
}

/** Avatar (not on a phone), name, +N, the contact under the name on a phone, and the RSVP message folded. */
function GuestNameCell({
  guest,
  mobile,
  contact,
  extraGuests,
  message,
  detailsToggle,
}: {
  guest: ManagedGuest;
  mobile: boolean;
  contact: string;
  extraGuests: number;
  /** Shown while the details are folded. */
  message: string | null;
  detailsToggle: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* On a phone the avatar gives its room to the name. */}
      {!mobile && <UserAvatar person={guest} size={28} radius="xl" />}
      <div className={classes.nameBlock}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} className={classes.ellipsis}>
            {guest.name || 'Guest'}
          </Text>
          {extraGuests > 0 && (
            <Badge size="sm" variant="outline" color="gray" data-testid="extra-guests">
              +{extraGuests}
            </Badge>
          )}
        </Group>
        {mobile && (
          <Text size="xs" c="dimmed" className={classes.ellipsis}>
            {contact}
          </Text>
        )}
        {message && (
          <Text size="xs" c="dimmed" fs="italic" className={classes.ellipsis} data-testid="rsvp-message">
            “{message}”
          </Text>
        )}
      </div>
      {detailsToggle}
    </Group>
  );
}

/** The waitlist dropdown (host only), then edit and delete: a menu on a phone, two buttons otherwise. */
function GuestRowActions({
  guest,
  mobile,
  showWaitlist,
  editable,
  detailsToggle,
  onEdit,
  onDelete,
  onReview,
}: GuestRowProps & { editable: boolean; detailsToggle: ReactNode }) {
  const waitlistLabelId = useId();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {showWaitlist && editable && (
        <>
          {/* Named through aria-labelledby: an aria-label would be copied onto the options list as well. */}
          <VisuallyHidden id={waitlistLabelId}>Waitlist status of {guest.name}</VisuallyHidden>
          <Select
            size="xs"
            w={mobile ? 108 : 128}
            data={WAITLIST_OPTIONS}
            value={guest.waitlistStatus ?? null}
            placeholder="Waitlist"
            allowDeselect={false}
            aria-labelledby={waitlistLabelId}
            onChange={(value) => value && onReview(guest, value as WaitlistStatus)}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      )}
      {detailsToggle}
      {editable && mobile && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${guest.name}`}>
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(guest)}>
              Edit
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onDelete(guest)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {editable && !mobile && (
        <>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onEdit(guest)}
              aria-label={`Edit ${guest.name}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(guest)}
              aria-label={`Delete ${guest.name}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
