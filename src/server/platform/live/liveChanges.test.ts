import { describe, expect, it } from 'vitest';
import type { DbNotifications, NotificationHandler } from '../db/notifications';
import { LIVE_CHANNELS, LiveChanges, type LiveNotice } from './liveChanges';

// The hub's own rules, without a database: fan-out by id, what a resuming client is told it missed (exactly on
// the same hub, by time with a margin on another), and that stopping ends every follower. The LISTEN connection
// is played by a small in-memory stand-in of the DbNotifications interface (test/api covers the real one).

const EVENT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const MESSAGE = '33333333-3333-4333-8333-333333333333';

function standIn() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnects = new Set<() => void>();
  let listening = true;
  const notifications: DbNotifications = {
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    onReconnect(handler) {
      reconnects.add(handler);
      return () => reconnects.delete(handler);
    },
    isListening: () => listening,
    // The hub only listens; what the app announces is not its business here.
    notifyLater: () => Promise.resolve(),
    sync: async () => true,
    start: async () => undefined,
    stop: async () => undefined,
  };
  return {
    notifications,
    notify: (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload)),
    handlerCount: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
    dropConnection: () => {
      listening = false;
    },
    reconnect: () => {
      listening = true;
      reconnects.forEach((h) => h());
    },
  };
}

function hubAt(start = 1_000_000) {
  const db = standIn();
  let now = start;
  const hub = new LiveChanges(db.notifications, { now: () => now, clockMarginMs: 1000, detailsPerTopic: 3 });
  return { db, hub, advance: (ms: number) => (now += ms), now: () => now };
}

const follower = () => {
  const notices: LiveNotice[] = [];
  let stopped = false;
  return {
    notices,
    stopped: () => stopped,
    notice: (n: LiveNotice) => notices.push(n),
    stop: () => {
      stopped = true;
    },
  };
};

describe('LiveChanges', () => {
  it('hands a notification to the followers of that id only, with the row id it names', () => {
    const { db, hub } = hubAt();
    const page = follower();
    const other = follower();
    hub.follow([{ channel: LIVE_CHANNELS.messageChanged, key: EVENT }], page);
    hub.follow([{ channel: LIVE_CHANNELS.messageChanged, key: OTHER }], other);
    db.notify(LIVE_CHANNELS.messageChanged, `${EVENT}:${MESSAGE}`);
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    db.notify(LIVE_CHANNELS.messageChanged, 'not-an-id:x');
    expect(page.notices).toEqual([{ channel: LIVE_CHANNELS.messageChanged, key: EVENT, detail: MESSAGE }]);
    expect(other.notices).toEqual([]);
  });

  it('forgets a follower once it unfollows, and holds one handler per channel however many follow', () => {
    const { db, hub } = hubAt();
    const handlers = db.handlerCount();
    const unfollows = Array.from({ length: 100 }, () =>
      hub.follow([{ channel: LIVE_CHANNELS.eventChanged, key: EVENT }], follower()),
    );
    expect(hub.followerCount).toBe(100);
    expect(db.handlerCount()).toBe(handlers);
    for (const unfollow of unfollows) unfollow();
    expect(hub.followerCount).toBe(0);
  });

  it('keeps a follower that follows anew before unfollowing the same topics, telling it each change once', () => {
    const { db, hub } = hubAt();
    const page = follower();
    const topics = [
      { channel: LIVE_CHANNELS.eventChanged, key: EVENT },
      { channel: LIVE_CHANNELS.eventAccessChanged, key: EVENT },
    ];
    const first = hub.follow(topics, page);
    const second = hub.follow(topics, page);
    first();
    first();
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    expect(page.notices).toEqual([{ channel: LIVE_CHANNELS.eventChanged, key: EVENT, detail: null }]);
    expect(hub.followerCount).toBe(1);
    second();
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    expect(page.notices).toHaveLength(1);
    expect(hub.followerCount).toBe(0);
  });

  it('tells a client back on the same hub exactly what came after its position', () => {
    const { db, hub } = hubAt();
    const topic = [LIVE_CHANNELS.eventChanged, EVENT] as const;
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    // Same millisecond, no margin needed: the tick orders them.
    const position = hub.parsePosition(hub.position())!;
    expect(hub.changesSince(...topic, position)).toEqual({ unknown: false, details: [] });
    db.notify(LIVE_CHANNELS.eventChanged, OTHER);
    expect(hub.changesSince(...topic, position)).toEqual({ unknown: false, details: [] });
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    expect(hub.changesSince(...topic, position)).toEqual({ unknown: false, details: [null] });
  });

  it('judges a position from another instance by time, counting changes within the margin as missed', () => {
    const { db, hub, advance, now } = hubAt();
    // Listening for a while already (coverage starts with the first thing heard).
    db.notify(LIVE_CHANNELS.eventChanged, OTHER);
    advance(5000);
    db.notify(LIVE_CHANNELS.messageChanged, `${EVENT}:${MESSAGE}`);
    advance(500);
    // Another instance's id: this hub cannot open its seal, so it reads the time alone.
    const elsewhere = hubAt(now()).hub.position();
    expect(hub.parsePosition(elsewhere)).toEqual({ at: now() });
    // 500 ms before the position: within the clocks' margin, so possibly missed.
    expect(hub.changesSince(LIVE_CHANNELS.messageChanged, EVENT, hub.parsePosition(elsewhere)!)).toEqual({
      unknown: false,
      details: [MESSAGE],
    });
    advance(2000);
    const later = { at: now() };
    expect(hub.changesSince(LIVE_CHANNELS.messageChanged, EVENT, later)).toEqual({
      unknown: false,
      details: [],
    });
  });

  it('cannot answer for what it may have missed: a lost connection, a forgotten topic, too many changes', () => {
    const { db, hub, advance } = hubAt();
    const position = hub.parsePosition(hub.position())!;
    db.dropConnection();
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, EVENT, position)).toEqual({ unknown: true });
    db.reconnect();
    // Back, but notifications sent while it was down are lost: anything before now is unknown.
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, EVENT, position)).toEqual({ unknown: true });
    advance(10);
    const after = hub.parsePosition(hub.position())!;
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, EVENT, after)).toEqual({
      unknown: false,
      details: [],
    });
    // More changes on one topic than it keeps (3 here): it cannot list them all.
    for (let i = 0; i < 4; i++) db.notify(LIVE_CHANNELS.messageChanged, `${EVENT}:${MESSAGE}`);
    expect(hub.changesSince(LIVE_CHANNELS.messageChanged, EVENT, after)).toEqual({ unknown: true });
  });

  it('forgets the least recently changed topics past its limit, and then cannot answer from before them', () => {
    const db = standIn();
    const hub = new LiveChanges(db.notifications, { maxRemembered: 1 });
    const THIRD = '44444444-4444-4444-8444-444444444444';
    db.notify(LIVE_CHANNELS.eventChanged, THIRD);
    const position = hub.parsePosition(hub.position())!;
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, EVENT, position)).toEqual({
      unknown: false,
      details: [],
    });
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    db.notify(LIVE_CHANNELS.eventChanged, OTHER);
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, EVENT, position)).toEqual({ unknown: true });
    const after = hub.parsePosition(hub.position())!;
    expect(hub.changesSince(LIVE_CHANNELS.eventChanged, OTHER, after)).toEqual({
      unknown: false,
      details: [],
    });
  });

  it('gives out ids that say nothing of its tick, and reads back only ids of that form', () => {
    const { db, hub, now } = hubAt();
    const first = hub.position();
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    const second = hub.position();
    // The same moment, one notification apart: unrelated-looking seals, which only this hub opens.
    expect(first.split('.')[0]).toBe(second.split('.')[0]);
    expect(first).toMatch(/^\d+\.[0-9a-f]{32}$/);
    expect(hub.parsePosition(first)).toEqual({ at: now(), tick: 0 });
    expect(hub.parsePosition(second)!.tick).toBeGreaterThan(0);
    for (const bad of [undefined, null, '', '12', '1.2.3', `1.${'g'.repeat(32)}`, 'x'.repeat(64)]) {
      expect(hub.parsePosition(bad)).toBeNull();
    }
  });

  it('stops every follower when the instance stops, and hears nothing after', () => {
    const { db, hub } = hubAt();
    const page = follower();
    hub.follow([{ channel: LIVE_CHANNELS.eventChanged, key: EVENT }], page);
    hub.stop();
    expect(page.stopped()).toBe(true);
    expect(hub.followerCount).toBe(0);
    db.notify(LIVE_CHANNELS.eventChanged, EVENT);
    expect(page.notices).toEqual([]);
    expect(hub.isStopped).toBe(true);
  });
});
