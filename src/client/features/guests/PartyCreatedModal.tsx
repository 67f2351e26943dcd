import { Button, CopyButton, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { COPY_TOOLTIP_MS } from '../../../shared/constants';
import { AlbumShareCard } from '../album';
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
 * copied) and Invite guests (closes onto the search box); the link below for other ways, and photo sharing:
 * the album link with its QR code (spec section 2: the QR code is the album URL's, 100 px, level M).
 */
export function PartyCreatedModal({
  opened,
  eventId,
  eventLink,
  event,
  onInviteByEmail,
  onClose,
}: {
  opened: boolean;
  eventId: string;
  eventLink: string;
  event: InvitationCardEvent;
  onInviteByEmail: () => void;
  onClose: () => void;
}) {
  const title = event.title.trim() || UNTITLED_PARTY;
  return (
    // Wide screens put the invitation beside the actions: stacked, the modal was taller than a 900 px window.
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.partyCreatedTitle} centered size={820}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {PARTY_CREATED_TEXT.body}
          </Text>
          <InvitationCard event={event} />
        </Stack>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 1 }} spacing="sm">
            <ShareButton title={title} url={eventLink} size="md" variant="default" fullWidth />
            <Button size="md" leftSection={<IconUserPlus size={18} />} onClick={onInviteByEmail} fullWidth>
              {PARTY_CREATED_TEXT.inviteGuests}
            </Button>
          </SimpleGrid>
          <Text size="sm" fw={600}>
            {INVITE_TEXT.orSendLink}
          </Text>
          <Group gap="sm" wrap="nowrap" align="center">
            <TextInput value={eventLink} readOnly aria-label="Party link" size="sm" flex={1} miw={0} />
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
          <Divider />
          <Suspense fallback={null}>
            <AlbumShareCard eventId={eventId} />
          </Suspense>
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
