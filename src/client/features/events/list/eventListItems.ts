import { listCardLabel, type ListCardTone } from '../../../../shared/events/eventCard';
import type { EventTabItem } from '../../../../shared/events/eventTabs';
import { isPastEvent } from '../../../../shared/events/eventTimes';
import type { Draft } from '../../../../shared/drafts/schema';
import type { EventSummary } from '../../../../shared/events/schema';
import type { EventCardTone } from './EventCard';

// /events lists the caller's events and the drafts of new events side by side. Drafts of edits to an existing
// event are not listed: they belong to that event and reopen with its editor.

type ListedEvent = { kind: 'event'; summary: EventSummary };
type ListedDraft = { kind: 'draft'; draft: Draft };
export type EventListItem = EventTabItem & { id: string } & (ListedEvent | ListedDraft);

export function toListItems(events: readonly EventSummary[], drafts: readonly Draft[]): EventListItem[] {
  return [
    ...events.map((summary) => ({
      kind: 'event' as const,
      id: summary.id,
      startTime: summary.startTime,
      endTime: summary.endTime,
      timeZone: summary.timeZone,
      cancelledTimestamp: summary.cancelledTimestamp,
      isOrganizer: summary.isOrganizer,
      waitlistHold: summary.waitlistHold,
      summary,
    })),
    ...drafts
      .filter((draft) => !draft.baseEventId)
      .map((draft) => ({
        kind: 'draft' as const,
        id: draft.eventId,
        startTime: draft.event.startTime,
        endTime: draft.event.endTime,
        timeZone: draft.event.timeZone,
        draft,
      })),
  ];
}

/** Spec route table: draft cards open the editor on the draft (its read-only view is /event/draft/{id}). */
export const draftCardPath = (draftId: string) => `/event/draft/edit/${draftId}`;

/** The card's status line and its colour. */
export function cardStatusOf(item: EventListItem, now: number): { label: string; tone: EventCardTone } {
  const { label, tone } =
    item.kind === 'draft'
      ? listCardLabel({ ...noCounts, isDraft: true })
      : listCardLabel({
          cancelledTimestamp: item.summary.cancelledTimestamp,
          isHost: item.summary.isHost,
          attendingCount: item.summary.attendingCount,
          unsentCount: item.summary.unsentCount,
          rsvpStatus: item.summary.rsvpStatus,
          waitlistHold: item.summary.waitlistHold,
          isPast: isPastEvent(item.summary, now),
        });
  return { label, tone: CARD_TONES[tone] };
}

const noCounts = { isHost: false, attendingCount: 0, unsentCount: 0, rsvpStatus: null, isPast: false };

/** The card's colours: a party with nothing to do about it yet wears the calm grey of a draft. */
const CARD_TONES: Record<ListCardTone, EventCardTone> = {
  draft: 'draft',
  canceled: 'canceled',
  hosting: 'hosting',
  unsent: 'unsent',
  quiet: 'draft',
  going: 'going',
  waitlisted: 'waitlisted',
  denied: 'denied',
  declined: 'declined',
  pending: 'pending',
};
