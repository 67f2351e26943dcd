import type { EventTab } from '../../../shared/events/eventTabs';
import type { Draft } from '../../../shared/drafts/schema';

// Where drafts open. The editor (another room) reads `?draft=` to load a saved draft: a new event's draft
// continues in /event/create, an edit's draft in the editor of the event it changes.

export function draftEditPath(draft: Pick<Draft, 'eventId' | 'baseEventId'>): string {
  const query = `?draft=${encodeURIComponent(draft.eventId)}`;
  return draft.baseEventId ? `/event/edit/${draft.baseEventId}${query}` : `/event/create${query}`;
}

/** Navigation to /events on a given tab (kept in navigation state, as the spec asks). */
export const eventsTabState = (activeTab: EventTab) => ({ activeTab });
