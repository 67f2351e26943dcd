import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheSlot, DEFAULT_EVENT_CACHE_OPTIONS, EventCache } from './eventCache';
import { announceEventChange, eventChangeOf } from './eventChanges';
import type { DbNotifications, NotificationHandler } from './notifications';

// The cache's rules on a clock the test moves: what a reader is given, and when a load runs. The notifications
// are an in-memory stand-in of the listening connection (always listening); the database side is in
// test/api/events/eventPageCache.test.ts.

function listeningConnection() {
  const handlers = new Set<NotificationHandler>();
  const notifications: DbNotifications = {
    subscribe: (_channel, handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect: () => () => undefined,
    isListening: () => true,
    notifyLater: (_channel, payload) => {
      handlers.forEach((handler) => handler(payload));
      return Promise.resolve();
    },
    sync: () => Promise.resolve(true),
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return notifications;
}

const PAGE = cacheSlot<string>('page');
const EVENT = 'event-1';
const options = { ...DEFAULT_EVENT_CACHE_OPTIONS, ttlMs: 30_000, refreshAheadMs: 5_000 };

/** A load that answers "page N" for its Nth call, and counts its calls. */
function countingLoad() {
  let calls = 0;
  const load = vi.fn(() => Promise.resolve(`page ${++calls}`));
  return load;
}

describe('EventCache', () => {
  let notifications: DbNotifications;
  let cache: EventCache;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    notifications = listeningConnection();
    cache = new EventCache(notifications, options);
  });
  afterEach(() => vi.useRealTimers());

  const read = (load: () => Promise<string>, tolerance: 'exact' | 'recent' = 'exact') =>
    cache.get(EVENT, PAGE, 'v1', load, { tolerance });

  it('serves what it loaded until the event changes, then loads again for an exact reader', async () => {
    const load = countingLoad();
    expect(await read(load)).toBe('page 1');
    vi.advanceTimersByTime(10_000);
    expect(await read(load)).toBe('page 1');
    notifications.notifyLater('elk_event_changed', EVENT);
    expect(await read(load)).toBe('page 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads a value near the end of its TTL in the background: the reader is not kept waiting', async () => {
    const load = countingLoad();
    await read(load);
    vi.advanceTimersByTime(options.ttlMs - options.refreshAheadMs + 1);
    // Given the held value at once, while one load (not one per reader) brings the next.
    const [first, second] = await Promise.all([read(load), read(load)]);
    expect([first, second]).toEqual(['page 1', 'page 1']);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await read(load)).toBe('page 2');
    // The new value has a whole TTL of its own: past the old one's end, nothing waits and nothing reloads.
    vi.advanceTimersByTime(options.refreshAheadMs);
    expect(await read(load)).toBe('page 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never serves a value past its TTL: nobody read it in time, so the reader waits for a load', async () => {
    const load = countingLoad();
    await read(load);
    vi.advanceTimersByTime(options.ttlMs + 1);
    expect(await read(load)).toBe('page 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no entry for an event whose load found nothing or failed, however many are asked for', async () => {
    const nothing = vi.fn(() => Promise.resolve(undefined));
    for (let i = 0; i < 50; i++)
      await cache.get(`unknown-${i}`, PAGE as never, 'v1', nothing, { tolerance: 'exact' });
    await expect(
      cache.get('failing', PAGE, 'v1', () => Promise.reject(new Error('down')), { tolerance: 'exact' }),
    ).rejects.toThrow('down');
    expect(cache.eventCount).toBe(0);
    await read(countingLoad());
    expect(cache.eventCount).toBe(1);
  });

  it('does not refresh ahead a value that missed a change: an exact reader waits for the new one', async () => {
    const load = countingLoad();
    await read(load);
    vi.advanceTimersByTime(options.ttlMs - 1_000);
    notifications.notifyLater('elk_event_changed', EVENT);
    expect(await read(load)).toBe('page 2');
  });
});

const LINKED = cacheSlot<string>('the invitee a link names');

describe('EventCache and changes to part of an event, keyed values', () => {
  let notifications: DbNotifications;
  let cache: EventCache;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    notifications = listeningConnection();
    cache = new EventCache(notifications, options);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps each slot through the changes it ignores, and loads it again after the others', async () => {
    const ROW = cacheSlot<string>('event row', { eventRowOnly: true });
    const GUESTS_PAGE = cacheSlot<string>("guests' page", { ignoresHostsOnlyChanges: true });
    const HOSTS_PAGE = cacheSlot<string>("hosts' page");
    const loads = [countingLoad(), countingLoad(), countingLoad()];
    const readAll = () =>
      Promise.all(
        [ROW, GUESTS_PAGE, HOSTS_PAGE].map((slot, i) =>
          cache.get(EVENT, slot, 'v1', loads[i]!, { tolerance: 'exact' }),
        ),
      );
    await readAll();
    // A guest answered (rsvp.ts announces it so): the pages follow, the row is kept.
    announceEventChange(notifications, EVENT, 'guests');
    expect(await readAll()).toEqual(['page 1', 'page 2', 'page 2']);
    // A guest opened their invitation (guestAccess.ts): only the hosts' page.
    announceEventChange(notifications, EVENT, 'hosts');
    expect(await readAll()).toEqual(['page 1', 'page 2', 'page 3']);
    // An edit of the party (or any change a trigger notifies): everything.
    announceEventChange(notifications, EVENT);
    expect(await readAll()).toEqual(['page 2', 'page 3', 'page 4']);
  });

  it('reads a notification as the event and whom it concerns', () => {
    const id = '0b5e7c2a-3f1d-4c8e-9a6b-2d4f8e1c7a90';
    expect(eventChangeOf(id)).toEqual({ eventId: id, scope: 'everyone' });
    expect(eventChangeOf(`${id}:hosts`)).toEqual({ eventId: id, scope: 'hosts' });
    expect(eventChangeOf(`${id}:guests`)).toEqual({ eventId: id, scope: 'guests' });
    expect(eventChangeOf(`${id}:something-else`)).toEqual({ eventId: id, scope: 'everyone' });
  });

  // Keyed values: each guest's invitation by their link (eventsAccess.ts).
  it('keeps each key apart until any change to the event, whatever its scope', async () => {
    const [alice, bob] = [countingLoad(), countingLoad()];
    const read = () =>
      Promise.all([cache.getKeyed(EVENT, LINKED, 'alice', alice), cache.getKeyed(EVENT, LINKED, 'bob', bob)]);
    expect(await read()).toEqual(['page 1', 'page 1']);
    expect(await read()).toEqual(['page 1', 'page 1']);
    // A change to another event is not this one's.
    announceEventChange(notifications, 'event-2');
    expect(await read()).toEqual(['page 1', 'page 1']);
    // Even a change only the hosts see may be to the guest's own row (their invitation opened).
    for (const scope of ['hosts', 'guests', 'everyone'] as const)
      announceEventChange(notifications, EVENT, scope);
    expect(await read()).toEqual(['page 2', 'page 2']);
    expect([alice, bob].map((load) => load.mock.calls.length)).toEqual([2, 2]);
  });

  it('does not keep what a load read while the event changed, nor a missing value, nor past the TTL', async () => {
    let answer: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const reading = cache.getKeyed(EVENT, LINKED, 'alice', slow);
    announceEventChange(notifications, EVENT, 'guests');
    answer('before the change');
    expect(await reading).toBe('before the change');
    const load = countingLoad();
    expect(await cache.getKeyed(EVENT, LINKED, 'alice', load)).toBe('page 1');
    const missing = vi.fn(() => Promise.resolve(undefined));
    await cache.getKeyed(EVENT, LINKED, 'nobody', missing);
    await cache.getKeyed(EVENT, LINKED, 'nobody', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(options.ttlMs + 1);
    expect(await cache.getKeyed(EVENT, LINKED, 'alice', load)).toBe('page 2');
  });

  it('keeps no entry for a keyed read that found nothing, but keeps the entry of a keyed value', async () => {
    for (let i = 0; i < 20; i++)
      await cache.getKeyed(`unknown-${i}`, LINKED, 'nobody', () => Promise.resolve(undefined));
    expect(cache.eventCount).toBe(0);
    const load = countingLoad();
    await cache.getKeyed(EVENT, LINKED, 'alice', load);
    await cache.getKeyed(EVENT, LINKED, 'nobody', () => Promise.resolve(undefined));
    expect(cache.eventCount).toBe(1);
    expect(await cache.getKeyed(EVENT, LINKED, 'alice', load)).toBe('page 1');
  });

  it('keeps at most maxKeyed values over all events, the least recently read going first', async () => {
    cache = new EventCache(notifications, { ...options, maxKeyed: 2 });
    const loads = { alice: countingLoad(), bob: countingLoad(), carl: countingLoad() };
    const read = (event: string, who: keyof typeof loads) => cache.getKeyed(event, LINKED, who, loads[who]);
    await read(EVENT, 'alice');
    await read('event-2', 'bob');
    await read(EVENT, 'alice');
    await read(EVENT, 'carl');
    // Bob's was the least recently read: it went when Carl's came.
    expect(await read('event-2', 'bob')).toBe('page 2');
    expect(await read(EVENT, 'carl')).toBe('page 1');
  });
});
