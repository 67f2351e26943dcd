import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { shareableEventUrl } from '../../../shared/events/eventPage';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { ElkEvent } from '../../../shared/events/schema';
import { InvitationCard } from '../events';
import { ShareButton } from '../../app/ui/ShareButton';
import classes from './Rsvp.module.css';

const YOU_ARE_GOING = {
  title: "You're going!",
  body: 'See you there. Share the invitation with anyone else who should come.',
  done: 'Done',
} as const;

/**
 * The payoff after a yes: with the confetti, the guest's invitation as a poster (and Share), before any other
 * prompt (the app download, the text question) takes the screen.
 */
export function YouAreGoingModal({ event, onClose }: { event: ElkEvent; onClose: () => void }) {
  const title = event.title.trim() || UNTITLED_PARTY;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={YOU_ARE_GOING.title}
      classNames={{ inner: classes.modalInner, content: classes.modalContent, title: classes.modalTitle }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {YOU_ARE_GOING.body}
        </Text>
        <InvitationCard event={event} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ShareButton
            title={title}
            url={shareableEventUrl(window.location.origin, event.id)}
            size="md"
            variant="default"
            fullWidth
          />
          <Button size="md" onClick={onClose} fullWidth data-autofocus>
            {YOU_ARE_GOING.done}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
