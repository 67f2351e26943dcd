import { eventCardLabel, hasGuests } from '../../../shared/rules/eventLabels';
import type { EventTabItem } from '../../../shared/rules/eventTabs';
import { isPastEvent } from '../../../shared/rules/eventTimes';
import type { Draft } from '../../../shared/schemas/drafts';
import type { EventSummary } from '../../../shared/schemas/events';
import type { EventCardTone } from '../../components/EventCard/EventCard';

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

export function cardLabelOf(item: EventListItem, now: number): string {
  if (item.kind === 'draft') return eventCardLabel({ ...noCounts, isDraft: true });
  const e = item.summary;
  return eventCardLabel({
    cancelledTimestamp: e.cancelledTimestamp,
    isHost: e.isHost,
    attendingCount: e.attendingCount,
    unsentCount: e.unsentCount,
    rsvpStatus: e.rsvpStatus,
    isPast: isPastEvent(e, now),
  });
}

const noCounts = { isHost: false, attendingCount: 0, unsentCount: 0, rsvpStatus: null, isPast: false };

export function cardToneOf(item: EventListItem): EventCardTone {
  if (item.kind === 'draft') return 'draft';
  const e = item.summary;
  if (e.cancelledTimestamp) return 'canceled';
  if (e.isHost) return hasGuests(e.attendingCount) ? 'hosting' : 'unsent';
  if (e.rsvpStatus === 'YES') return 'going';
  if (e.rsvpStatus === 'NO') return 'declined';
  return 'pending';
}
