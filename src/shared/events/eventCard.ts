import { type EventCardLabelInput, eventCardLabel, hasGuests } from './eventLabels';

// The status line of a party card on /events: the spec's label (eventCardLabel) and how loudly it is coloured.
// A hosted party nobody is invited to yet says so calmly instead of an orange "0 invites unsent".

export const NO_GUESTS_YET = 'No guests yet';

/** How a card's label is coloured: what the viewer should notice at a glance ('quiet' asks for nothing). */
export type ListCardTone =
  | 'draft'
  | 'canceled'
  | 'hosting'
  | 'unsent'
  | 'quiet'
  | 'going'
  | 'waitlisted'
  | 'denied'
  | 'declined'
  | 'pending';

export function listCardLabel(item: EventCardLabelInput): { label: string; tone: ListCardTone } {
  const label = eventCardLabel(item);
  if (item.isDraft) return { label, tone: 'draft' };
  if (item.cancelledTimestamp) return { label, tone: 'canceled' };
  if (item.isHost) {
    if (hasGuests(item.attendingCount)) return { label, tone: 'hosting' };
    return item.unsentCount > 0 ? { label, tone: 'unsent' } : { label: NO_GUESTS_YET, tone: 'quiet' };
  }
  if (item.rsvpStatus === 'YES' && item.waitlistHold === 'PENDING_APPROVAL')
    return { label, tone: 'waitlisted' };
  if (item.rsvpStatus === 'YES' && item.waitlistHold === 'DENIED') return { label, tone: 'denied' };
  if (item.rsvpStatus === 'YES') return { label, tone: 'going' };
  if (item.rsvpStatus === 'NO') return { label, tone: 'declined' };
  return { label, tone: 'pending' };
}
