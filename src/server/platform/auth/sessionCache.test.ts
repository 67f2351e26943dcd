import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStandIn } from '../db/notificationsStandIn';
import { sha256Hex } from './crypto';
import {
  SESSION_CHANGED_CHANNEL,
  SessionCache,
  type SessionCacheOptions,
  sessionChangeOf,
  type SessionWithUser,
} from './sessionCache';

// The cache's rules on a clock the test moves, with an in-memory stand-in of the listening connection; the
// database side (triggers, two instances, expiry and renewal) is in test/api/auth/sessionCache.test.ts.

const row = (sessionId: string, userId: string, name: string): SessionWithUser => ({
  session: { id: sessionId, userId, expiresAt: new Date('2027-01-01T00:00:00Z') },
  user: {
    id: userId,
    name,
    photoUrl: null,
    grantedTextPermission: false,
    textPermissionStatus: 'UNDEFINED',
    profileCreatedAt: null,
    optedOutAt: null,
    textPermissionAskedAt: null,
    mergeNudgeSnoozedAt: null,
    defaultPhotoUploadMode: null,
    calendarFeedVersion: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  },
});

/** What the database holds, read by a load that counts its calls. */
function database() {
  const rows = new Map<string, SessionWithUser>();
  const load = vi.fn((id: string) => Promise.resolve(rows.get(id)));
  return { rows, load };
}

describe('sessionChangeOf', () => {
  it('reads a session id, a user and "everyone" from the payloads the triggers send', () => {
    const id = sha256Hex('token');
    expect(sessionChangeOf(id)).toEqual({ kind: 'session', sessionId: id });
    expect(sessionChangeOf('user:0b0e3c1e-6c2a-4c5e-9a51-1d3f0f6b1a2b')).toEqual({
      kind: 'user',
      userId: '0b0e3c1e-6c2a-4c5e-9a51-1d3f0f6b1a2b',
    });
    expect(sessionChangeOf('*')).toEqual({ kind: 'all' });
  });
});

describe('SessionCache', () => {
  let clock: number;
  let stub: ReturnType<typeof notificationsStandIn>;
  let cache: SessionCache;
  let db: ReturnType<typeof database>;
  const options: SessionCacheOptions = { ttlMs: 60_000, maxEntries: 3, now: () => clock };
  beforeEach(() => {
    clock = 0;
    stub = notificationsStandIn(SESSION_CHANGED_CHANNEL);
    cache = new SessionCache(stub.notifications, options);
    db = database();
    db.rows.set('s1', row('s1', 'u1', 'Ann'));
    db.rows.set('s2', row('s2', 'u1', 'Ann'));
    db.rows.set('s3', row('s3', 'u3', 'Cy'));
  });
  const read = (id: string) => cache.read(id, () => db.load(id));

  it('serves a held session without a load until its row changes', async () => {
    expect((await read('s1'))?.user.name).toBe('Ann');
    expect((await read('s1'))?.user.name).toBe('Ann');
    expect(db.load).toHaveBeenCalledTimes(1);
    db.rows.delete('s1');
    stub.notify('s1');
    expect(await read('s1')).toBeUndefined();
    expect(db.load).toHaveBeenCalledTimes(2);
  });

  it("drops every held session of a user whose row changed, and no other user's", async () => {
    await read('s1');
    await read('s2');
    await read('s3');
    db.rows.set('s1', row('s1', 'u1', 'Ann Renamed'));
    db.rows.set('s2', row('s2', 'u1', 'Ann Renamed'));
    stub.notify('user:u1');
    expect([cache.has('s1'), cache.has('s2'), cache.has('s3')]).toEqual([false, false, true]);
    expect((await read('s2'))?.user.name).toBe('Ann Renamed');
  });

  it('drops everything on "*" and on a reconnect', async () => {
    await read('s1');
    await read('s3');
    stub.notify('*');
    expect(cache.size).toBe(0);
    await read('s1');
    stub.reconnect();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a load read before a change heard while it ran', async () => {
    let finish!: (value: SessionWithUser) => void;
    const slow = cache.read('s1', () => new Promise((resolve) => (finish = resolve)));
    stub.notify('s1');
    finish(row('s1', 'u1', 'Ann'));
    await slow;
    expect(cache.has('s1')).toBe(false);

    const slowUser = cache.read('s3', () => new Promise((resolve) => (finish = resolve)));
    // Which user a running load reads is not known yet: a change to any user spoils it.
    stub.notify('user:u9');
    finish(row('s3', 'u3', 'Cy'));
    await slowUser;
    expect(cache.has('s3')).toBe(false);
  });

  it('shares a running load with readers who come while no change was heard', async () => {
    let finish!: (value: SessionWithUser) => void;
    const load = vi.fn(() => new Promise<SessionWithUser>((resolve) => (finish = resolve)));
    const first = cache.read('s1', load);
    const second = cache.read('s1', load);
    finish(row('s1', 'u1', 'Ann'));
    expect((await first)?.user.name).toBe('Ann');
    expect((await second)?.user.name).toBe('Ann');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.has('s1')).toBe(true);
  });

  it('does not share a running load spoiled by a change with a later reader', async () => {
    let finish!: (value: SessionWithUser) => void;
    const first = cache.read('s1', () => new Promise((resolve) => (finish = resolve)));
    stub.notify('s1');
    const second = await read('s1');
    finish(row('s1', 'u1', 'Stale'));
    expect((await first)?.user.name).toBe('Stale');
    expect(second?.user.name).toBe('Ann');
    expect(db.load).toHaveBeenCalledTimes(1);
  });

  it('forgets its own logout at once, loads again after the TTL, and evicts the least recently used', async () => {
    await read('s1');
    cache.forget('s1');
    expect(cache.has('s1')).toBe(false);
    await read('s1');
    clock += 60_000;
    await read('s1');
    expect(db.load).toHaveBeenCalledTimes(3);

    db.rows.set('s4', row('s4', 'u4', 'Di'));
    await read('s2');
    await read('s3');
    await read('s1'); // s1 is now the most recent
    await read('s4');
    expect([cache.has('s1'), cache.has('s2'), cache.has('s3'), cache.has('s4')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('keeps nothing while not listening, and gives each reader a copy of its own', async () => {
    stub.setListening(false);
    await read('s1');
    expect(cache.size).toBe(0);
    expect(await cache.sync()).toBe(false);
    stub.setListening(true);
    expect(await cache.sync()).toBe(true);
    const mine = (await read('s1'))!;
    mine.session.expiresAt = new Date(0);
    mine.user.name = 'Changed by a caller';
    const again = (await read('s1'))!;
    expect(again.session.expiresAt.getTime()).toBe(new Date('2027-01-01T00:00:00Z').getTime());
    expect(again.user.name).toBe('Ann');
  });
});

describe('sha256Hex', () => {
  it('is the SHA-256 of the UTF-8 text in lowercase hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});
