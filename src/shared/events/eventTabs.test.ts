import { describe, expect, it } from 'vitest';
import { itemsForTab, resolveEventTab, upcomingCount, visibleEventTabs } from './eventTabs';

const HOUR = 3_600_000;
const now = Date.parse('2026-01-10T20:00:00Z');
const zone = 'America/Los_Angeles';
const item = (
  id: string,
  kind: 'event' | 'draft',
  startTime: number,
  extra: {
    isOrganizer?: boolean;
    cancelledTimestamp?: number;
    waitlistHold?: 'PENDING_APPROVAL' | 'DENIED' | null;
  } = {},
) => ({ id, kind, startTime, endTime: 0, timeZone: zone, ...extra });

const items = [
  item('hosted-soon', 'event', now + HOUR, { isOrganizer: true }),
  item('invited-later', 'event', now + 48 * HOUR),
  item('hosted-past', 'event', now - 72 * HOUR, { isOrganizer: true }),
  item('cancelled', 'event', now + 24 * HOUR, { isOrganizer: true, cancelledTimestamp: now }),
  item('cancelled-past', 'event', now - 96 * HOUR, { cancelledTimestamp: now - 100 * HOUR }),
  item('draft', 'draft', now + 30 * HOUR),
];
const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe('tabs', () => {
  it('shows Drafts only when there are drafts', () => {
    expect(visibleEventTabs(false)).toEqual(['ALL', 'HOSTED_BY_YOU', 'UPCOMING', 'PAST']);
    expect(visibleEventTabs(true)).toContain('DRAFTS');
  });

  it('returns to All from an empty Drafts tab or an unknown value', () => {
    expect(resolveEventTab('DRAFTS', false)).toBe('ALL');
    expect(resolveEventTab('DRAFTS', true)).toBe('DRAFTS');
    expect(resolveEventTab('PAST', false)).toBe('PAST');
    expect(resolveEventTab('__proto__', true)).toBe('ALL');
    expect(resolveEventTab(undefined, true)).toBe('ALL');
  });
});

describe('itemsForTab', () => {
  it('lists everything newest start first on All', () => {
    expect(ids(itemsForTab(items, 'ALL', now))).toEqual([
      'invited-later',
      'draft',
      'cancelled',
      'hosted-soon',
      'hosted-past',
      'cancelled-past',
    ]);
  });
  it('lists events the user organizes on Hosted by you', () => {
    expect(ids(itemsForTab(items, 'HOSTED_BY_YOU', now))).toEqual([
      'cancelled',
      'hosted-soon',
      'hosted-past',
    ]);
  });
  it('splits events into Upcoming and Past by their time: a cancelled future party stays under Upcoming', () => {
    expect(ids(itemsForTab(items, 'UPCOMING', now))).toEqual(['invited-later', 'cancelled', 'hosted-soon']);
    expect(ids(itemsForTab(items, 'PAST', now))).toEqual(['hosted-past', 'cancelled-past']);
  });
  it('lists drafts on Drafts', () => {
    expect(ids(itemsForTab(items, 'DRAFTS', now))).toEqual(['draft']);
  });
  it('counts upcoming parties without drafts or cancelled ones', () => {
    expect(upcomingCount(items, now)).toBe(2);
  });
  it('does not count a party the viewer only asked to join, waiting or denied', () => {
    const asked = [
      ...items,
      item('waiting', 'event', now + 5 * HOUR, { waitlistHold: 'PENDING_APPROVAL' }),
      item('denied', 'event', now + 6 * HOUR, { waitlistHold: 'DENIED' }),
    ];
    expect(upcomingCount(asked, now)).toBe(2);
    expect(ids(itemsForTab(asked, 'UPCOMING', now))).toContain('waiting');
  });
});
