import { ActionIcon, Badge, Menu, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDots, IconMailForward, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { isAwaitingAnswer } from '../../../shared/cohosts/rules';
import type { CohostRow } from '../../../shared/cohosts/schema';
import { UserAvatar } from '../../app/ui/UserAvatar';
import classes from './Cohost.module.css';
import { CohostStatusBadge } from './CohostStatusBadge';
import { openConfirmModal } from '../../app/lib/confirmModals';

type Host = { userId: string; name: string; photoUrl: string | null };

type Props = {
  /** The organizer, shown first for context; not a cohost entry and not removable. */
  host: Host | null;
  cohosts: CohostRow[];
  loading: boolean;
  /** The host may resend and remove; cohosts only read the list. */
  canManage: boolean;
  busyId: string | null;
  onRemove: (cohost: CohostRow) => void;
  onResend: (cohost: CohostRow) => void;
};

/** The party's cohosts with their status; each row's menu resends the e-mail or removes the cohost. */
export function CohostList({ host, cohosts, loading, canManage, busyId, onRemove, onResend }: Props) {
  if (loading) {
    return (
      <Stack gap="sm" p="md" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={44} radius="md" />
        ))}
      </Stack>
    );
  }
  const hostRow = host && <HostRow host={host} canManage={canManage} />;
  if (!cohosts.length) {
    return (
      <>
        {hostRow && <ul className={`${classes.list} ${classes.hostOnly}`}>{hostRow}</ul>}
        <NoCohosts canManage={canManage} />
      </>
    );
  }

  return (
    <ul className={classes.list} aria-label="Cohosts" data-testid="cohost-list">
      {hostRow}
      {cohosts.map((cohost) => (
        <li key={cohost.cohostId} className={classes.row} data-testid="cohost-row">
          <UserAvatar person={cohost} radius="xl" size={40} />
          <div className={classes.who}>
            <Text fw={600} className={classes.ellipsis}>
              {cohost.name}
            </Text>
            {cohost.email && (
              <Text size="sm" c="dimmed" className={classes.ellipsis}>
                {cohost.email}
              </Text>
            )}
          </div>
          <CohostStatusBadge status={cohost.status} />
          {canManage && (
            <CohostMenu
              cohost={cohost}
              busy={busyId === cohost.cohostId}
              onRemove={onRemove}
              onResend={onResend}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The organizer's row, first in the list; not a cohost and not removable. */
function HostRow({ host, canManage }: { host: Host; canManage: boolean }) {
  return (
    <li className={classes.row} data-testid="cohost-host-row">
      <UserAvatar person={host} radius="xl" size={40} />
      <div className={classes.who}>
        <Text fw={600} className={classes.ellipsis}>
          {host.name || 'Host'}
        </Text>
        <Text size="sm" c="dimmed">
          Organizer
        </Text>
      </div>
      <Badge color="elk" variant="outline" radius="sm">
        Host
      </Badge>
      {canManage && <span className={classes.menuSpacer} aria-hidden="true" />}
    </li>
  );
}

function NoCohosts({ canManage }: { canManage: boolean }) {
  return (
    <Stack align="center" ta="center" gap="xs" p="xl" data-testid="cohosts-empty">
      <ThemeIcon size={52} radius="xl" variant="light">
        <IconUsersGroup size={28} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600}>No cohosts yet.</Text>
      <Text size="sm" c="dimmed" maw={340}>
        {canManage
          ? 'Add someone you trust to help run the party, or share the cohost link.'
          : 'The host has not added anyone else yet.'}
      </Text>
    </Stack>
  );
}

/** A cohost's menu: resend the e-mail (while they have not answered) or remove them, after a confirmation. */
function CohostMenu({
  cohost,
  busy,
  onRemove,
  onResend,
}: {
  cohost: CohostRow;
  busy: boolean;
  onRemove: (cohost: CohostRow) => void;
  onResend: (cohost: CohostRow) => void;
}) {
  const confirmRemove = () =>
    openConfirmModal({
      title: 'Remove cohost?',
      children: (
        <Text size="sm">{cohost.name} will no longer be able to edit the party or manage its guests.</Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Not now' },
      confirmProps: { color: 'red' },
      onConfirm: () => onRemove(cohost),
    });
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={34}
          loading={busy}
          aria-label={`Options for ${cohost.name}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isAwaitingAnswer(cohost.status) && cohost.email && (
          <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => onResend(cohost)}>
            Resend e-mail
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmRemove}>
          Remove cohost
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
