import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type DbNotifications, EVENT_CHANGED_CHANNEL, payloadParts } from '../db/notifications';

// What changed, for this app instance's live subscriptions (platform/trpc/live.ts). Database triggers NOTIFY
// the ids of what changed (migrations 0006, 0014 and 0024); the instance's one LISTEN connection (db/notifications.ts)
// hands each notification to this hub, which fans it out in memory to the subscriptions following that id, and
// remembers when each id last changed, so a client that reconnects (here or to another instance) can be told
// whether it missed anything. Nothing here is the source of truth: every instance hears every change from
// PostgreSQL, and a subscriber only learns "this changed", then reads it again through the ordinary queries.
//
// Where a client was is its last event's id, `<ms>.<sealed tick>` (see position()): back on the same instance,
// the tick (this hub's count of what it heard, sealed with the hub's own key so that the id tells a client
// nothing of how busy the instance is) says exactly what came after; on another instance (or after a
// restart), which cannot open the seal, only the time can, so changes within the clocks' margin before it count
// as missed.

/** The channels the triggers notify on, each payload `<key>` or `<key>:<detail>` (ids only). */
export const LIVE_CHANNELS = {
  /** An event, its guests, questions, answers or cohosts changed: `<event id>`. */
  eventChanged: EVENT_CHANGED_CHANNEL,
  /** Who may act for an event changed (cohosts, organizer) or it was deleted: `<event id>`. */
  eventAccessChanged: 'elk_event_access_changed',
  /** A message of an event was stored, changed or removed: `<event id>:<message id>`. */
  messageChanged: 'elk_message_changed',
  /** One of a user's drafts was saved or deleted: `<user id>:<draft id>`. */
  draftsChanged: 'elk_drafts_changed',
  /** The parties on a user's list changed (organized, co-hosted, invited to, hidden): `<user id>`. */
  userEventsChanged: 'elk_user_events_changed',
  /** A party's wall changed (a post, its reactions, the wall turned off or on): `<event id>:<post id>`. */
  wallChanged: 'elk_wall_changed',
} as const;

export type LiveChannel = (typeof LIVE_CHANNELS)[keyof typeof LIVE_CHANNELS];

/** One notification: its channel, the id it is about, and the changed row's id when the payload names one. */
export type LiveNotice = { channel: LiveChannel; key: string; detail: string | null };

/** What changed on one topic since a position: the rows named (may be empty), or unknown (assume anything did). */
export type ChangesSince = { unknown: true } | { unknown: false; details: (string | null)[] };

/** A moment as a client knows it: an instance's clock (ms), and this hub's tick then when it was this hub's. */
export type LivePosition = { at: number; tick?: number };

/** A moment as this hub saw it. */
type Stamp = { at: number; tick: number };

export type LiveFollower = {
  notice: (notice: LiveNotice) => void;
  /** The instance is stopping: the subscription must end (its client reconnects elsewhere). */
  stop: () => void;
};

export type LiveChangesOptions = {
  /** How many topics' last change times are remembered (least recently changed forgotten first). */
  maxRemembered?: number;
  /** How many recent row ids are kept per topic, for telling a reconnecting client only what concerns it. */
  detailsPerTopic?: number;
  /**
   * How far apart two instances' clocks (and a notification's arrival at each) may be: a change this close
   * before a client's last event counts as possibly missed.
   */
  clockMarginMs?: number;
  now?: () => number;
};

const KEY = /^[0-9a-f-]{36}$/;
const topicOf = (channel: string, key: string) => `${channel} ${key}`;

type Remembered = Stamp & {
  recent: (Stamp & { detail: string | null })[];
  /** The latest of the recent changes no longer kept (a resume from before it cannot be told them all). */
  overflow: Stamp | null;
};

const POSITION = /^(\d{1,16})\.([0-9a-f]{32})$/;
/** A sealed tick opens to the tick followed by these bytes, or it was not sealed by this hub. */
const SEAL_CHECK = Buffer.alloc(8);

export class LiveChanges {
  /**
   * Who follows each topic, and through how many follow() calls: a stream that looks again at what it follows
   * (platform/trpc/live.ts, after a cohost change) follows anew before it unfollows the old topics, most of them
   * the same; counted, that unfollow leaves the new following in place (a set lost it, and the stream went deaf).
   */
  private readonly followers = new Map<string, Map<LiveFollower, number>>();
  private readonly remembered = new Map<string, Remembered>();
  /** The latest change of a topic no longer remembered: a resume from before it cannot be answered. */
  private forgotten: Stamp | null = null;
  /** Since when every channel has been listened to without a break (null: not listening right now). */
  private coveredSince: Stamp | null = null;
  /** This hub's count of what it heard (and of each time its listening began again). */
  private tick = 0;
  /** Seals the tick in the ids given out; only this hub can open them (not another instance, nor a restart). */
  private readonly sealKey = randomBytes(16);
  private stopped = false;
  private readonly options: Required<LiveChangesOptions>;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    private readonly notifications: DbNotifications,
    options: LiveChangesOptions = {},
  ) {
    this.options = {
      maxRemembered: options.maxRemembered ?? 100_000,
      detailsPerTopic: options.detailsPerTopic ?? 16,
      clockMarginMs: options.clockMarginMs ?? 1000,
      now: options.now ?? Date.now,
    };
    for (const channel of Object.values(LIVE_CHANNELS)) {
      this.unsubscribes.push(notifications.subscribe(channel, (payload) => this.receive(channel, payload)));
    }
    // Back after a lost connection: whatever was notified meanwhile is lost, so coverage starts again now.
    this.unsubscribes.push(
      notifications.onReconnect(() => {
        this.coveredSince = this.stamp();
      }),
    );
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** This instance's clock. */
  now(): number {
    return this.options.now();
  }

  /** Where a client that is told everything now is: the id of the live event it is sent. */
  position(): string {
    const block = Buffer.concat([Buffer.alloc(8), SEAL_CHECK]);
    block.writeBigUInt64BE(BigInt(this.tick));
    const cipher = createCipheriv('aes-128-ecb', this.sealKey, null).setAutoPadding(false);
    return `${this.options.now()}.${Buffer.concat([cipher.update(block), cipher.final()]).toString('hex')}`;
  }

  /** A last event id read back (this hub's, with its tick, or another's, by time), or null for any other. */
  parsePosition(lastEventId: string | null | undefined): LivePosition | null {
    const match = lastEventId ? POSITION.exec(lastEventId) : null;
    if (!match) return null;
    const decipher = createDecipheriv('aes-128-ecb', this.sealKey, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(Buffer.from(match[2]!, 'hex')), decipher.final()]);
    const ours = block.subarray(8).equals(SEAL_CHECK);
    return ours ? { at: Number(match[1]), tick: Number(block.readBigUInt64BE(0)) } : { at: Number(match[1]) };
  }

  /** How many subscriptions follow at least one topic (for tests and diagnostics: no leaks). */
  get followerCount(): number {
    const all = new Set<LiveFollower>();
    for (const counts of this.followers.values()) for (const follower of counts.keys()) all.add(follower);
    return all.size;
  }

  /**
   * Calls `follower.notice` for every change on the given topics until the returned function is called (once
   * per change, however many of its follow() calls name the topic; each returned function ends only its own).
   */
  follow(topics: readonly { channel: LiveChannel; key: string }[], follower: LiveFollower): () => void {
    const names = [...new Set(topics.map((t) => topicOf(t.channel, t.key)))];
    for (const name of names) {
      let counts = this.followers.get(name);
      if (!counts) {
        counts = new Map();
        this.followers.set(name, counts);
      }
      counts.set(follower, (counts.get(follower) ?? 0) + 1);
    }
    let followed = true;
    return () => {
      if (!followed) return;
      followed = false;
      for (const name of names) {
        const counts = this.followers.get(name);
        const count = counts?.get(follower);
        if (!counts || count === undefined) continue;
        if (count > 1) counts.set(follower, count - 1);
        else counts.delete(follower);
        if (counts.size === 0) this.followers.delete(name);
      }
    };
  }

  /** What changed on a topic after `position` (exactly, when it is this hub's; else within the margin). */
  changesSince(channel: LiveChannel, key: string, position: LivePosition): ChangesSince {
    const after = (stamp: Stamp | null) => stamp !== null && this.isAfter(stamp, position);
    const covered = this.coverage();
    if (covered === null || after(covered) || after(this.forgotten)) return { unknown: true };
    const entry = this.remembered.get(topicOf(channel, key));
    if (!entry || !after(entry)) return { unknown: false, details: [] };
    if (after(entry.overflow)) return { unknown: true };
    return { unknown: false, details: entry.recent.filter(after).map((r) => r.detail) };
  }

  private isAfter(stamp: Stamp, position: LivePosition): boolean {
    if (position.tick !== undefined) return stamp.tick > position.tick;
    return stamp.at > position.at - this.options.clockMarginMs;
  }

  private stamp(): Stamp {
    this.tick += 1;
    return { at: this.options.now(), tick: this.tick };
  }

  /** Ends every subscription (they reconnect to another instance) and stops listening. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    const all = new Set<LiveFollower>();
    for (const counts of this.followers.values()) for (const follower of counts.keys()) all.add(follower);
    this.followers.clear();
    for (const follower of all) follower.stop();
  }

  /** Since when nothing can have been missed, or null while some channel is not listened to. */
  private coverage(): Stamp | null {
    const listening = Object.values(LIVE_CHANNELS).every((channel) =>
      this.notifications.isListening(channel),
    );
    if (!listening) {
      this.coveredSince = null;
      return null;
    }
    this.coveredSince ??= this.stamp();
    return this.coveredSince;
  }

  private receive(channel: LiveChannel, payload: string): void {
    if (this.stopped) return;
    const { key, detail } = payloadParts(payload);
    if (!KEY.test(key)) return;
    this.coverage();
    this.remember(topicOf(channel, key), detail);
    const notice: LiveNotice = { channel, key, detail };
    for (const follower of this.followers.get(topicOf(channel, key))?.keys() ?? []) follower.notice(notice);
  }

  private remember(topic: string, detail: string | null): void {
    const stamp = this.stamp();
    const entry: Remembered = this.remembered.get(topic) ?? { ...stamp, recent: [], overflow: null };
    entry.at = stamp.at;
    entry.tick = stamp.tick;
    entry.recent.push({ ...stamp, detail });
    if (entry.recent.length > this.options.detailsPerTopic) entry.overflow = entry.recent.shift()!;
    // Re-inserted: Map order is the recency order the eviction below reads.
    this.remembered.delete(topic);
    this.remembered.set(topic, entry);
    while (this.remembered.size > this.options.maxRemembered) {
      const [oldest, forgotten] = this.remembered.entries().next().value!;
      this.remembered.delete(oldest);
      // Evicted in order of their last change: the newest evicted is the latest one.
      this.forgotten = { at: forgotten.at, tick: forgotten.tick };
    }
  }
}
