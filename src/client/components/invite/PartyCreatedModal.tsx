import { Button, Center, CopyButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { COPY_TOOLTIP_MS, QR_CODE_SIZE_PX } from '../../../shared/constants';
import { INVITE_TEXT } from './inviteText';

/**
 * Shown once on /event/invite/{id} right after the party is created (navigation state fromCreate): invite by
 * e-mail (closes the modal onto the search box) or send the link, copied or as a QR code.
 */
export function PartyCreatedModal({
  opened,
  eventLink,
  title,
  onInviteByEmail,
  onClose,
}: {
  opened: boolean;
  eventLink: string;
  title: string;
  onInviteByEmail: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.partyCreatedTitle} centered size="md">
      <Stack gap="md">
        <Text c="dimmed">{INVITE_TEXT.partyCreatedBody(title)}</Text>
        <Button leftSection={<IconMail size={18} />} onClick={onInviteByEmail} fullWidth>
          {INVITE_TEXT.inviteByEmail}
        </Button>
        <Text size="sm" fw={600}>
          {INVITE_TEXT.orSendLink}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput value={eventLink} readOnly aria-label="Party link" flex={1} size="sm" />
          <CopyButton value={eventLink} timeout={COPY_TOOLTIP_MS}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="sm"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? INVITE_TEXT.copiedLink : INVITE_TEXT.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Center>
          <Paper withBorder p="sm" radius="md" aria-label="QR code of the party link" role="img">
            <QRCodeSVG value={eventLink} size={QR_CODE_SIZE_PX} level="M" marginSize={0} />
          </Paper>
        </Center>
        <Text size="xs" c="dimmed" ta="center">
          {INVITE_TEXT.qrHint}
        </Text>
      </Stack>
    </Modal>
  );
}
