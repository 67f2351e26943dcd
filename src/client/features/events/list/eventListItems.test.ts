import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../../shared/events/schema';
import { cardStatusOf, toListItems } from './eventListItems';

// The card of a party on /events as a guest sees it: a yes the waitlist holds back is a request, not "going"
// (issue 38), in the words of the guest page.

const NOW = Date.UTC(2026, 10, 27, 12);
const DAY = 86_400_000;

function guestCard(overrides: Partial<EventSummary>) {
  const summary: EventSummary = {
    id: 'e1',
    title: 'Rooftop',
    photoUrl: null,
    colors: null,
    startTime: NOW + 3 * DAY,
    endTime: NOW + 3 * DAY + 3_600_000,
    timeZone: 'America/New_York',
    cancelledTimestamp: 0,
    hostedBy: 'Wren Host',
    organizerUuid: 'host-1',
    isHost: false,
    isOrganizer: false,
    attendingCount: 5,
    unsentCount: 0,
    rsvpStatus: 'YES',
    waitlistHold: null,
    modificationId: 1,
    ...overrides,
  };
  return cardStatusOf(toListItems([summary], [])[0]!, NOW);
}

describe('cardStatusOf, for a guest on a party with a waitlist', () => {
  it('says a request waiting for the host is a request, in a tone that is not "going"', () => {
    expect(guestCard({ waitlistHold: 'PENDING_APPROVAL' })).toEqual({
      label: 'You requested to join',
      tone: 'waitlisted',
    });
  });

  it('says a denied guest is not on the list, also once the party is over', () => {
    expect(guestCard({ waitlistHold: 'DENIED' })).toEqual({
      label: 'You are not on the list',
      tone: 'denied',
    });
    const past = { startTime: NOW - 3 * DAY, endTime: NOW - 3 * DAY + 3_600_000 };
    expect(guestCard({ ...past, waitlistHold: 'DENIED' }).label).toBe('You are not on the list');
  });

  it('keeps "You are going" for a guest nothing holds back, and a no as a no', () => {
    expect(guestCard({})).toEqual({ label: 'You are going', tone: 'going' });
    expect(guestCard({ rsvpStatus: 'NO', waitlistHold: 'PENDING_APPROVAL' })).toEqual({
      label: "You can't make it",
      tone: 'declined',
    });
  });
});
