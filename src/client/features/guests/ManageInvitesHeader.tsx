import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ElkEvent } from '../../../shared/events/schema';
import { INVITE_TEXT } from './inviteText';
import { InviteToolbar } from './InviteToolbar';
import classes from './ManageInvites.module.css';

type ManageInvitesHeaderProps = {
  event: ElkEvent;
  eventLink: string;
  mobile: boolean;
  /** The first page of the list has not arrived: the total shows as a placeholder. */
  loading: boolean;
  tally: { invited: number; walkIns: number };
  /** Absent on a read-only (cancelled) party: the tools are not shown. */
  onImportCsv?: () => void;
  onPasteList?: () => void;
  onDownloadList: () => void;
};

/** The page's head: the party's name (a link back to it), how many are invited and walked in, and the tools. */
export function ManageInvitesHeader({ event, tally, loading, ...toolbar }: ManageInvitesHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={`/event/${event.id}`} size="sm" c="dimmed" className={classes.eventLink}>
          {event.title.trim() || 'Untitled Party'}
        </Anchor>
        <Title order={1} className={classes.heading} data-testid="total-invited">
          {loading ? <Skeleton h={32} w={200} /> : INVITE_TEXT.totalInvited(tally.invited)}
        </Title>
        {tally.walkIns > 0 && (
          <Text size="sm" c="dimmed" data-testid="walk-ins">
            {INVITE_TEXT.walkIns(tally.walkIns)}
          </Text>
        )}
      </Stack>
      <InviteToolbar {...toolbar} />
    </Group>
  );
}
