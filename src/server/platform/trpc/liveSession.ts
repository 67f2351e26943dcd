import { TRPCError } from '@trpc/server';
import { MSG } from '../../../shared/common/copy';
import type { Session } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DbNotifications } from '../db/notifications';
import type { LiveChannel } from '../live/liveChanges';
import { type SessionEnd, sessionEndsOf } from '../live/sessionEnds';
import type { Logger } from '../logger';
import type { LiveHub, StreamFollower } from './live';

// A live subscription opened with a session ends when the session does (logout, account deletion, through any
// app instance: live/sessionEnds.ts hears of it). The root middleware (trpc.ts) hands such a subscription this
// instance's hub bound to its session, so every subscription, whatever it follows, is covered without a word
// in its own code, and one opened without a session (an invitation link alone) gets the hub as it is. Its
// stream is ended from inside (live.ts: it stops waiting and unfollows at once): ending the response from
// outside would not, since a response that was ended normally never aborts the request's signal.

/** What the client reads: UNAUTHORIZED is final (it does not reconnect with a session that is gone). */
function endError(why: SessionEnd): TRPCError {
  return why === 'ended'
    ? new TRPCError({ code: 'UNAUTHORIZED', message: MSG.notSignedIn })
    : // Not known (the session could not be read): a restart, whose reconnect authenticates anew.
      new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Live updates are reconnecting.' });
}

type SessionDeps = { db: Db; notifications?: DbNotifications; logger?: Logger; session: Session | null };

/** The hub as one subscription sees it: what it follows is followed for as long as `session` lasts. */
class SessionBoundHub implements LiveHub {
  constructor(
    private readonly hub: LiveHub,
    private readonly watch: (onEnd: (why: SessionEnd) => void) => () => void,
  ) {}

  get isStopped() {
    return this.hub.isStopped;
  }
  now() {
    return this.hub.now();
  }
  position() {
    return this.hub.position();
  }
  parsePosition(lastEventId: string | null | undefined) {
    return this.hub.parsePosition(lastEventId);
  }
  changesSince(...args: Parameters<LiveHub['changesSince']>) {
    return this.hub.changesSince(...args);
  }

  follow(topics: readonly { channel: LiveChannel; key: string }[], follower: StreamFollower) {
    const unfollow = this.hub.follow(topics, follower);
    const unwatch = this.watch((why) => follower.end(endError(why)));
    return () => {
      unwatch();
      unfollow();
    };
  }
}

/**
 * The hub a subscription called with `ctx` follows through: bound to its session when there is one and the
 * instance hears of session ends (it has a LISTEN connection); else the hub itself.
 */
export function hubOfSession(ctx: SessionDeps & { live?: LiveHub }): LiveHub | undefined {
  const { live, session, notifications } = ctx;
  if (!live || !session || !notifications) return live;
  const ends = sessionEndsOf(notifications, ctx.db, ctx.logger);
  return new SessionBoundHub(live, (onEnd) => ends.watch(session, onEnd));
}
