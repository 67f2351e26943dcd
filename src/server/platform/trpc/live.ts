import { isTrackedEnvelope, type TrackedEnvelope, tracked, TRPCError } from '@trpc/server';
import { isAsyncIterable } from '@trpc/server/unstable-core-do-not-import';
import { z } from 'zod';
import { LIVE_FRESH_WINDOW_MS, type LiveChange } from '../../../shared/live/kinds';
import { isDatabaseUnavailable } from '../db/client';
import { DomainError } from '../errors';
import type { LiveChanges, LiveChannel, LiveFollower, LiveNotice, LivePosition } from '../live/liveChanges';
import { databaseUnavailable } from './databaseUnavailable';

// The body of every live subscription (tRPC 11 async generators over server-sent events). A stream follows some
// topics (ids on LISTEN channels, platform/live) and yields `tracked(id, { changed: [...] })`: which of the
// caller's views changed, never the data. The id is this instance's clock when the event was sent; a client that
// reconnects sends it back (Last-Event-ID) and first hears whether anything changed meanwhile. Changes that
// arrive together are told as one event. The stream stops waiting the moment its request's signal aborts, and
// unfollows in `finally`, so a closed connection leaves nothing behind.

export type LiveTopic<K extends string> = {
  channel: LiveChannel;
  key: string;
  /** What the caller is told when it changes; none for a topic that only makes the stream look again. */
  kind?: K;
  /**
   * Whether any of the changed rows (their ids from the notification; null when it names none) concerns the
   * caller: a message to another guest is not theirs to hear of. Absent: every change does.
   */
  concerns?: (details: (string | null)[]) => Promise<boolean>;
  /**
   * A change here makes the stream ask `topics()` again: who the caller is (their role) or what they follow (the
   * parties on their list) may have changed. `topics()` throws when they may no longer follow at all.
   */
  refollow?: boolean;
};

/** A stream's follower: also ended from outside, with the error its client is told (liveSession.ts). */
export type StreamFollower = LiveFollower & { end: (error: unknown) => void };

/**
 * What a stream uses of the instance's hub (LiveChanges): a subscription opened with a session gets one bound
 * to it (liveSession.ts), which ends the stream when the session ends.
 */
export type LiveHub = Pick<
  LiveChanges,
  'isStopped' | 'now' | 'position' | 'parsePosition' | 'changesSince'
> & {
  follow: (topics: readonly { channel: LiveChannel; key: string }[], follower: StreamFollower) => () => void;
};

export type LiveStreamOptions<K extends string> = {
  /** This instance's hub; absent when it has no LISTEN connection (then there are no live updates). */
  live: LiveHub | undefined;
  signal: AbortSignal | undefined;
  lastEventId: string | null | undefined;
  /** What the caller follows, as they are now; throws a DomainError when they may no longer follow it. */
  topics: () => Promise<LiveTopic<K>[]>;
};

const restarting = () =>
  new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Live updates are reconnecting.' });

/** The error a client reads: a DomainError as its tRPC code (as baseProcedure translates it for calls). */
function asTrpcError(error: unknown): unknown {
  if (error instanceof DomainError) {
    return new TRPCError({ code: error.code, message: error.message, cause: error.cause });
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  return error;
}

const topicName = (t: { channel: string; key: string }) => `${t.channel} ${t.key}`;

/** Notices waiting to be told, woken by a new one, the request's abort, the instance stopping or an end. */
class Inbox implements StreamFollower {
  private pending: LiveNotice[] = [];
  private stopped = false;
  /** Why the stream was ended from outside (its session ended): thrown to its client. */
  endedWith: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  notice(notice: LiveNotice): void {
    this.pending.push(notice);
    this.wake?.();
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  end(error: unknown): void {
    this.endedWith ??= { error };
    this.wake?.();
  }

  /** The notices so far, or why there will be none. Never leaves a listener on the signal behind. */
  async next(signal: AbortSignal | undefined): Promise<LiveNotice[] | 'aborted' | 'stopped' | 'ended'> {
    for (;;) {
      if (signal?.aborted) return 'aborted';
      if (this.endedWith) return 'ended';
      if (this.stopped) return 'stopped';
      if (this.pending.length) {
        const batch = this.pending;
        this.pending = [];
        return batch;
      }
      let onAbort: (() => void) | undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        onAbort = resolve;
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      this.wake = null;
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** The kinds to tell for changes on these topics: `changes` maps a topic to the rows that changed on it. */
async function kindsToTell<K extends string>(
  topics: readonly LiveTopic<K>[],
  changes: Map<string, (string | null)[] | 'unknown'>,
): Promise<K[]> {
  const kinds: K[] = [];
  for (const topic of topics) {
    if (!topic.kind || kinds.includes(topic.kind)) continue;
    const details = changes.get(topicName(topic));
    if (!details) continue;
    // Unknown (the instance cannot tell what was missed): told, so nothing is missed.
    if (details === 'unknown' || !topic.concerns || (await topic.concerns(details))) kinds.push(topic.kind);
  }
  return kinds;
}

/** What a client that last heard from us at `since` has missed, topic by topic. */
function missedSince<K extends string>(live: LiveHub, topics: readonly LiveTopic<K>[], since: LivePosition) {
  const changes = new Map<string, (string | null)[] | 'unknown'>();
  for (const topic of topics) {
    const found = live.changesSince(topic.channel, topic.key, since);
    if (found.unknown) changes.set(topicName(topic), 'unknown');
    else if (found.details.length) changes.set(topicName(topic), found.details);
  }
  return changes;
}

function changesOf(batch: readonly LiveNotice[]) {
  const changes = new Map<string, (string | null)[]>();
  for (const notice of batch) {
    const name = topicName(notice);
    const details = changes.get(name);
    if (details) details.push(notice.detail);
    else changes.set(name, [notice.detail]);
  }
  return changes;
}

export async function* liveStream<K extends string>(
  options: LiveStreamOptions<K>,
): AsyncGenerator<TrackedEnvelope<LiveChange<K>>, void> {
  const { live, signal } = options;
  if (!live || live.isStopped) throw restarting();
  const read = () => options.topics().catch((error: unknown) => Promise.reject(asTrpcError(error)));
  const inbox = new Inbox();
  // Followed before anything is read, so no change slips between the check below and the first wait.
  let topics = await read();
  let unfollow = live.follow(topics, inbox);
  try {
    // A first connection looks back a little: the page it serves was read moments before it.
    const since = live.parsePosition(options.lastEventId) ?? { at: live.now() - LIVE_FRESH_WINDOW_MS };
    try {
      const connectedAt = live.position();
      const missed = await kindsToTell(topics, missedSince(live, topics, since));
      yield tracked(connectedAt, { changed: missed });
      for (;;) {
        const batch = await inbox.next(signal);
        if (batch === 'aborted') return;
        if (batch === 'stopped') throw restarting();
        if (batch === 'ended') throw inbox.endedWith!.error;
        const changes = changesOf(batch);
        // The position is taken before the checks below, which may wait on the database: whatever arrives
        // meanwhile is after it, and is told next (or on resuming from it).
        const position = live.position();
        const kinds = await kindsToTell(topics, changes);
        if (kinds.length) yield tracked(position, { changed: kinds });
        // Told first, then followed anew: a caller who may no longer follow (the stream ends) has been told
        // to read again, and learns it there.
        if (topics.some((topic) => topic.refollow && changes.has(topicName(topic)))) {
          const previous = unfollow;
          topics = await read();
          unfollow = live.follow(topics, inbox);
          previous();
        }
      }
    } catch (error) {
      throw asTrpcError(error);
    }
  } finally {
    unfollow();
  }
}

/**
 * The `.output()` of a live subscription: each event's data is checked against `schema` as it is sent (a
 * subscription's output is a stream, so it is checked one event at a time), and must carry its id.
 */
export function liveOutput<S extends z.ZodType>(schema: S) {
  return z
    .custom<AsyncIterable<TrackedEnvelope<z.input<S>>>>(isAsyncIterable)
    .transform(async function* (events): AsyncGenerator<TrackedEnvelope<z.output<S>>, void> {
      for await (const event of events) {
        if (!isTrackedEnvelope(event)) throw new Error('A live event without an id');
        const [id, data] = event;
        yield tracked(id, await schema.parseAsync(data));
      }
    });
}
