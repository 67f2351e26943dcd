import { Box, Group, Text } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { DISPLAY_FONT } from '../../app/theme';
import type { SampleInvite } from './sampleInvites';
import classes from './Welcome.module.css';

/** A small poster-style invitation, drawn with a gradient and an emoji: a sample of what hosts make. */
export function SampleInviteCard({ invite, className }: { invite: SampleInvite; className?: string }) {
  return (
    <Box
      component="article"
      className={`${classes.invite} ${className ?? ''}`}
      style={{ background: invite.background, color: invite.ink }}
      aria-label={`Sample invitation: ${invite.title}`}
    >
      <img src={invite.emoji} alt="" className={classes.inviteEmoji} width={72} height={72} />
      <div className={classes.inviteBody}>
        <Text ff={DISPLAY_FONT} fw={700} className={classes.inviteTitle}>
          {invite.title}
        </Text>
        <Group gap={6} wrap="nowrap" className={classes.inviteLine}>
          <IconCalendar size={15} aria-hidden="true" />
          <span>{invite.when}</span>
        </Group>
        <Group gap={6} wrap="nowrap" className={classes.inviteLine}>
          <IconMapPin size={15} aria-hidden="true" />
          <span>{invite.where}</span>
        </Group>
        <Text size="xs" className={classes.inviteHost}>
          Hosted by {invite.host}
        </Text>
        <Group gap={8} mt="sm" wrap="nowrap" aria-hidden="true">
          <span className={classes.fakeAccept} style={{ background: invite.ink, color: invite.paper }}>
            Accept
          </span>
          <span className={classes.fakeDecline}>Decline</span>
        </Group>
      </div>
    </Box>
  );
}
