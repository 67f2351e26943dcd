import { Button, CopyButton, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { COPY_TOOLTIP_MS, QR_CODE_SIZE_PX } from '../../../shared/constants';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { InvitationCard, type InvitationCardEvent } from '../events';
import { ShareButton } from '../../app/ui/ShareButton';
import { INVITE_TEXT } from './inviteText';

const PARTY_CREATED_TEXT = {
  inviteGuests: 'Invite guests',
  body: 'This is what your guests will see. Share it, or invite people by e-mail.',
} as const;

/**
 * Shown once on /event/invite/{id} right after the party is created (navigation state fromCreate), before the
 * guest table: the host's invitation as their guests will see it, with Share (the share sheet, or the link
 * copied) and Invite guests (closes onto the search box); the link and its QR code below for other ways.
 */
export function PartyCreatedModal({
  opened,
  eventLink,
  event,
  onInviteByEmail,
  onClose,
}: {
  opened: boolean;
  eventLink: string;
  event: InvitationCardEvent;
  onInviteByEmail: () => void;
  onClose: () => void;
}) {
  const title = event.title.trim() || UNTITLED_PARTY;
  return (
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.partyCreatedTitle} centered size="md">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {PARTY_CREATED_TEXT.body}
        </Text>
        <InvitationCard event={event} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ShareButton title={title} url={eventLink} size="md" variant="default" fullWidth />
          <Button size="md" leftSection={<IconUserPlus size={18} />} onClick={onInviteByEmail} fullWidth>
            {PARTY_CREATED_TEXT.inviteGuests}
          </Button>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {INVITE_TEXT.orSendLink}
        </Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Paper withBorder p={6} radius="md" aria-label="QR code of the party link" role="img">
            <QRCodeSVG value={eventLink} size={QR_CODE_SIZE_PX} level="M" marginSize={0} />
          </Paper>
          <Stack gap={6} flex={1} miw={0}>
            <TextInput value={eventLink} readOnly aria-label="Party link" size="sm" />
            <CopyButton value={eventLink} timeout={COPY_TOOLTIP_MS}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  size="compact-sm"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? INVITE_TEXT.copiedLink : INVITE_TEXT.copyLink}
                </Button>
              )}
            </CopyButton>
            <Text size="xs" c="dimmed">
              {INVITE_TEXT.qrHint}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Modal>
  );
}
