import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INVITE_TEXT } from './inviteText';

/** 'You have not invited anyone yet.' with the next step; from the create flow also 'Skip and view invite'. */
export function EmptyGuestList({
  fromCreate,
  eventId,
  onInvite,
}: {
  fromCreate: boolean;
  eventId: string;
  onInvite: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailPlus size={28} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {INVITE_TEXT.emptyList}
      </Text>
      <Text c="dimmed" size="sm" maw={420}>
        {INVITE_TEXT.emptyListHint}
      </Text>
      <Group gap="sm" mt="xs">
        <Button onClick={onInvite}>Invite guests</Button>
        {fromCreate && (
          <Button component={Link} to={`/event/${eventId}`} variant="default">
            {INVITE_TEXT.skipAndViewInvite}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
