import { sortNewestStartFirst } from './eventSort';
import { type EventTiming, isPastEvent } from './eventTimes';

// The tabs of /events (spec sections 2 and 3: ALL, HOSTED_BY_YOU, UPCOMING, PAST, DRAFTS).

export const EVENT_TABS = ['ALL', 'HOSTED_BY_YOU', 'UPCOMING', 'PAST', 'DRAFTS'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  ALL: 'All',
  HOSTED_BY_YOU: 'Hosted by you',
  UPCOMING: 'Upcoming',
  PAST: 'Past',
  DRAFTS: 'Drafts',
};

/** The Drafts tab shows only when there are drafts. */
export function visibleEventTabs(hasDrafts: boolean): EventTab[] {
  return EVENT_TABS.filter((tab) => tab !== 'DRAFTS' || hasDrafts);
}

/**
 * The tab to show for a requested one (from navigation state, so anything may arrive): unknown values, and
 * Drafts once there are none left, fall back to All.
 */
export function resolveEventTab(requested: unknown, hasDrafts: boolean): EventTab {
  const tab = EVENT_TABS.find((t) => t === requested);
  if (!tab || (tab === 'DRAFTS' && !hasDrafts)) return 'ALL';
  return tab;
}

export type EventTabItem = EventTiming & {
  kind: 'event' | 'draft';
  /** The viewer organizes the event ("Hosted by you"). */
  isOrganizer?: boolean;
  /** What holds the viewer back as a guest (rsvp/rules waitlistHold): waiting for the host, or denied. */
  waitlistHold?: 'PENDING_APPROVAL' | 'DENIED' | null;
};

/** What a tab lists, newest start first. All holds events and drafts; the time tabs hold events only. */
export function itemsForTab<T extends EventTabItem>(items: readonly T[], tab: EventTab, now: number): T[] {
  return sortNewestStartFirst(items.filter((item) => belongsToTab(item, tab, now)));
}

/**
 * Upcoming or Past on /events goes by the party's time alone: a cancelled party that was still ahead stays under
 * Upcoming with its Canceled badge (as Partiful files it), so a guest finds it where they expect it.
 */
function isPastByTime(item: EventTabItem, now: number): boolean {
  return isPastEvent({ ...item, cancelledTimestamp: 0 }, now);
}

function belongsToTab(item: EventTabItem, tab: EventTab, now: number): boolean {
  switch (tab) {
    case 'ALL':
      return true;
    case 'DRAFTS':
      return item.kind === 'draft';
    case 'HOSTED_BY_YOU':
      return item.kind === 'event' && Boolean(item.isOrganizer);
    case 'UPCOMING':
      return item.kind === 'event' && !isPastByTime(item, now);
    case 'PAST':
      return item.kind === 'event' && isPastByTime(item, now);
  }
}

/**
 * How many parties are still ahead (the greeting's count): upcoming events, not drafts nor cancelled ones, nor
 * parties the viewer only asked to join (still waiting, or denied): those are not theirs to go to yet.
 */
export function upcomingCount(items: readonly EventTabItem[], now: number): number {
  return items.filter((item) => item.kind === 'event' && !item.waitlistHold && !isPastEvent(item, now))
    .length;
}
