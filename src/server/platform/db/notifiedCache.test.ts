import { beforeEach, describe, expect, it } from 'vitest';
import { notificationsStandIn } from './notificationsStandIn';
import { type NotificationSource, NotifiedCache, RecentlyUsed } from './notifiedCache';

// The seam's contract, driven by an in-memory notification source the test controls: what a change, a
// reconnect and a lost LISTEN do to what is kept.

const CHANNEL = 'elk_test_changed';

/** A load the test finishes by hand. */
function pendingLoad<T>() {
  let finish!: (value: T) => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: () => promise, finish, fail };
}

/** A tiny cache on the seam: key → value, a change names the key. */
function keyCache(source: NotificationSource) {
  const held = new Map<string, string>();
  const outcomes: string[] = [];
  const notified = new NotifiedCache<string>(source, {
    channel: CHANNEL,
    changeOf: (payload) => payload.toUpperCase(),
    changed: (key) => {
      held.delete(key);
      notified.spoilRunning();
    },
    cleared: () => held.clear(),
  });
  const load = (key: string, run: () => Promise<string>) =>
    notified.track(run, {
      settled: () => outcomes.push('settled'),
      keep: (value) => {
        outcomes.push('kept');
        held.set(key, value);
      },
      discard: () => outcomes.push('discarded'),
    });
  return { notified, held, outcomes, load };
}

describe('NotifiedCache', () => {
  let fake: ReturnType<typeof notificationsStandIn>;
  let cache: ReturnType<typeof keyCache>;
  beforeEach(() => {
    fake = notificationsStandIn(CHANNEL);
    cache = keyCache(fake.notifications);
  });

  it('keeps what a load read when no change was heard while it ran, settling first', async () => {
    const { load, finish } = pendingLoad<string>();
    const tracked = cache.load('A', load);
    finish('a');
    await tracked.promise;
    expect(cache.held.get('A')).toBe('a');
    expect(cache.outcomes).toEqual(['settled', 'kept']);
  });

  it('hands each change to the cache as it reads it, and discards a load it spoiled', async () => {
    cache.held.set('A', 'old');
    cache.held.set('B', 'b');
    const { load, finish } = pendingLoad<string>();
    const tracked = cache.load('A', load);
    fake.notify('a');
    expect([...cache.held.keys()]).toEqual(['B']);
    expect(tracked.spoiled).toBe(true);
    finish('stale');
    expect(await tracked.promise).toBe('stale');
    expect(cache.held.has('A')).toBe(false);
    expect(cache.outcomes).toEqual(['settled', 'discarded']);
  });

  it('drops everything on a reconnect and keeps no load that was running then', async () => {
    cache.held.set('A', 'a');
    const { load, finish } = pendingLoad<string>();
    const tracked = cache.load('B', load);
    fake.reconnect();
    expect(cache.held.size).toBe(0);
    finish('b');
    await tracked.promise;
    expect(cache.held.size).toBe(0);
    expect(cache.outcomes).toEqual(['settled', 'discarded']);
  });

  it('keeps nothing a load brought while the LISTEN was down, and is neither trusted nor synced then', async () => {
    const { load, finish } = pendingLoad<string>();
    const tracked = cache.load('A', load);
    fake.setListening(false);
    expect(cache.notified.trusted).toBe(false);
    expect(await cache.notified.sync()).toBe(false);
    finish('a');
    await tracked.promise;
    expect(cache.held.size).toBe(0);
    fake.setListening(true);
    expect(await cache.notified.sync()).toBe(true);
  });

  it('discards a failed load, and counts hits, misses and loads made while not trusted', async () => {
    const { load, fail } = pendingLoad<string>();
    const tracked = cache.load('A', load);
    fail(new Error('database down'));
    await expect(tracked.promise).rejects.toThrow('database down');
    expect(cache.outcomes).toEqual(['settled', 'discarded']);
    cache.notified.hit();
    cache.notified.miss();
    expect(await cache.notified.loadWithoutKeeping(() => Promise.resolve('direct'))).toBe('direct');
    expect(cache.notified.lookups).toEqual({ hits: 1, misses: 2 });
  });
});

describe('RecentlyUsed', () => {
  it('evicts the least recently used beyond its bound, telling whom it evicted', () => {
    const evicted: string[] = [];
    const recent = new RecentlyUsed<string, number>(2, (key, value) => evicted.push(`${key}=${value}`));
    recent.use('a', 1);
    recent.use('b', 2);
    recent.use('a', 1); // a is now the most recent
    recent.use('c', 3);
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([true, false, true]);
    expect(evicted).toEqual(['b=2']);
  });

  it('adds without trimming: an entry being filled is trimmed on its first use', () => {
    const recent = new RecentlyUsed<string, number>(1);
    recent.use('a', 1);
    recent.add('b', 2);
    expect(recent.size).toBe(2);
    recent.use('b', 2);
    expect([recent.has('a'), recent.get('b')]).toEqual([false, 2]);
    expect(recent.delete('b')).toBe(true);
    recent.clear();
    expect(recent.size).toBe(0);
  });
});
