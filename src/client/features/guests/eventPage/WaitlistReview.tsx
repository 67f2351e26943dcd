import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { awaitingApproval } from '../../../../shared/guests/guestList';
import type { WaitlistStatus } from '../../../../shared/events/schema';
import type { ElkEvent } from '../../../../shared/events/schema';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useEventGuestsQuery } from './eventGuestsQueries';
import classes from './Guests.module.css';
import { ShowMoreButton } from './ShowMoreButton';

type ReviewChoice = { inviteeUuid: string; waitlistStatus: WaitlistStatus };
type WaitingGuest = Pick<
  ElkEvent['attendees'][number],
  'inviteeId' | 'userId' | 'name' | 'photoUrl' | 'additionalGuestCount' | 'waitlistStatus'
>;

/** guests.reviewAttendee: on success the party and its guest lists are read again, then a notice says which. */
function useReviewAttendee(onReviewed: () => Promise<unknown>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.guests.reviewAttendee.mutationOptions({
      onSuccess: async (result) => {
        await Promise.all([
          onReviewed(),
          queryClient.invalidateQueries({ queryKey: trpc.guests.listEventGuests.pathKey() }),
        ]);
        notify.info(result.waitlistStatus === 'APPROVED' ? 'Guest approved.' : 'Guest denied.');
      },
      onError: (error) => notify.error(errorMessage(error, 'Sorry, something went wrong. Please try again.')),
    }),
  );
}

/**
 * For hosts of a party with a waitlist: the guests waiting for a decision (and those denied, who can still be
 * let in), each with Approve and Deny (guests.reviewAttendee).
 */
export function WaitlistReview({
  event,
  readOnly,
  onReviewed,
}: {
  event: ElkEvent;
  readOnly: boolean;
  onReviewed: () => Promise<unknown>;
}) {
  const [expanded, setExpanded] = useState(false);
  const pages = useEventGuestsQuery(event.id, 'waitlist', expanded);
  const review = useReviewAttendee(onReviewed);
  // The page carries the first of them; 'Show all' reads the rest page by page.
  const onPage = new Map(event.attendees.map((a) => [a.inviteeId, a]));
  const first = awaitingApproval(event.attendees, event.hasWaitlist)
    .filter((g) => g.rsvpStatus === 'YES')
    .flatMap((g) => onPage.get(g.inviteeId) ?? []);
  const waiting = expanded && pages.data ? pages.data.pages.flatMap((page) => page.guests) : first;
  const total = event.guestCounts?.waitlist ?? first.length;
  if (waiting.length === 0) return null;
  const pending = review.isPending ? review.variables : null;

  return (
    <section
      className={`${classes.sheet} ${classes.review}`}
      aria-labelledby="waitlist-heading"
      data-testid="waitlist-review"
    >
      <h2 id="waitlist-heading" className={classes.heading}>
        Waiting for your approval
      </h2>
      <Text size="sm" c="dimmed" mb="xs">
        These guests asked to join. Only approved guests are on the list and in the counts.
      </Text>
      {waiting.map((guest) => (
        <WaitlistRow
          key={guest.inviteeId}
          guest={guest}
          readOnly={readOnly}
          pending={pending}
          onDecide={(waitlistStatus) =>
            review.mutate({ eventId: event.id, inviteeUuid: guest.inviteeId, waitlistStatus })
          }
        />
      ))}
      {expanded && <ShowMoreButton pages={pages} />}
      {(total > first.length || expanded) && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show fewer' : `Show all ${total}`}
        </Button>
      )}
    </section>
  );
}

/** One waiting (or denied) guest with Approve and, unless already denied, Deny. */
function WaitlistRow({
  guest,
  readOnly,
  pending,
  onDecide,
}: {
  guest: WaitingGuest;
  readOnly: boolean;
  /** The decision on its way, if any: the other rows' buttons wait for it. */
  pending: ReviewChoice | null;
  onDecide: (waitlistStatus: WaitlistStatus) => void;
}) {
  const denied = guest.waitlistStatus === 'DENIED';
  const busyId = pending?.inviteeUuid ?? null;
  const disabled = readOnly || (busyId !== null && busyId !== guest.inviteeId);
  const loading = (status: WaitlistStatus) =>
    busyId === guest.inviteeId && pending?.waitlistStatus === status;
  return (
    <div className={classes.reviewRow}>
      <UserAvatar person={{ userId: guest.userId, name: guest.name, photoUrl: guest.photoUrl }} size={40} />
      <span className={classes.reviewName}>
        {guest.name}
        {(guest.additionalGuestCount ?? 0) > 0 && (
          <Text span c="dimmed" fw={400}>
            {' '}
            +{guest.additionalGuestCount}
          </Text>
        )}
      </span>
      <Badge color={denied ? 'red' : 'orange'} variant="light">
        {denied ? 'Denied' : 'Waitlisted'}
      </Badge>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-sm"
          leftSection={<IconCheck size={14} />}
          disabled={disabled}
          loading={loading('APPROVED')}
          onClick={() => onDecide('APPROVED')}
        >
          Approve
        </Button>
        {!denied && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconX size={14} />}
            disabled={disabled}
            loading={loading('DENIED')}
            onClick={() => onDecide('DENIED')}
          >
            Deny
          </Button>
        )}
      </Group>
    </div>
  );
}
