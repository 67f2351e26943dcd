import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { locationText } from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { shareableEventUrl } from '../../../shared/events/eventPage';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { ElkEvent } from '../../../shared/events/schema';
import { CalendarMenu, InvitationCard } from '../events';
import type { GuestAccess } from './guestAccess';
import { ShareButton } from '../../app/ui/ShareButton';
import classes from './Rsvp.module.css';

const YOU_ARE_GOING = {
  title: "You're going!",
  body: 'See you there. Share the invitation with anyone else who should come.',
  done: 'Done',
} as const;

/** A request to join a waitlist, in the words of its mail ("You asked to join"): not going yet. */
export const ASKED_TO_JOIN = {
  title: 'You asked to join',
  body: (host: string) => `${host} will review your request. We'll let you know when they decide.`,
} as const;

type YouAreGoingProps = {
  event: ElkEvent;
  access: GuestAccess;
  /** The yes asked to join a waitlist: say so, with no calendar and no "You're going" (issue 38). */
  askedToJoin?: boolean;
  onClose: () => void;
};

/**
 * The payoff after a yes: with the confetti, the guest's invitation as a poster, Add to calendar (what a guest
 * does next, as on Luma and Partiful) and Share, before any other prompt (the app download, the text question)
 * takes the screen. A request to join a waitlist gets the poster and the promise of an answer instead.
 */
export function YouAreGoingModal({ event, access, askedToJoin = false, onClose }: YouAreGoingProps) {
  const title = event.title.trim() || UNTITLED_PARTY;
  const pageUrl = shareableEventUrl(window.location.origin, event.id);
  const placeText = locationText(event.location, addressLine(event.location?.address));
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={askedToJoin ? ASKED_TO_JOIN.title : YOU_ARE_GOING.title}
      classNames={{ inner: classes.modalInner, content: classes.modalContent, title: classes.modalTitle }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {askedToJoin ? ASKED_TO_JOIN.body(event.hostedBy.trim() || 'The host') : YOU_ARE_GOING.body}
        </Text>
        <InvitationCard event={event} />
        {askedToJoin ? (
          <Button size="md" onClick={onClose} fullWidth data-autofocus>
            {YOU_ARE_GOING.done}
          </Button>
        ) : (
          <>
            <Group justify="center">
              <CalendarMenu event={event} placeText={placeText} access={access} pageUrl={pageUrl} />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <ShareButton title={title} url={pageUrl} size="md" variant="default" fullWidth />
              <Button size="md" onClick={onClose} fullWidth data-autofocus>
                {YOU_ARE_GOING.done}
              </Button>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Modal>
  );
}
