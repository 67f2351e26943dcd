import { sql } from 'drizzle-orm';
import { eventChangeOf, HOSTS_ONLY_CHANGE } from '../../platform/db/eventChanges';
import { EVENT_CHANGED_CHANNEL } from '../../platform/db/notifications';
import type { JobContext } from '../../platform/jobs';

// Turning the database's "this party changed" (NOTIFY from the triggers of migration 0006, heard by every
// instance on its LISTEN connection) into one queued 'party-activity' run per party: notices of one party
// arriving together are gathered for a moment, and the run's singleton key keeps instances from queueing it
// twice. Notifications missed while the connection was down, or before this instance started, are caught up
// from the guests' answer times.

/** Changes of one party within this long make one run. */
export const ACTIVITY_GATHER_MS = 500;
/** How far back a catch-up looks for answers that may not have been told. */
const CATCH_UP_WINDOW = '15 minutes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Starts listening; answers the function that stops it (the job queue calls it when it stops). */
export function listenForActivity(
  deps: JobContext,
  queueRuns: (eventIds: string[]) => Promise<void>,
): () => void {
  const { notifications, logger } = deps;
  const waiting = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const queue = (eventIds: string[]) =>
    queueRuns(eventIds).catch((err: unknown) => {
      if (!stopped) logger.warn({ err }, 'could not queue party activity');
    });

  const catchUp = async () => {
    try {
      const recent = await deps.db.execute<{ event_id: string }>(sql`
        select distinct event_id from invitees
        where responded_at > now() - ${CATCH_UP_WINDOW}::interval`);
      await queue(recent.rows.map((row) => row.event_id));
    } catch (err) {
      if (!stopped) logger.warn({ err }, 'party activity catch-up failed');
    }
  };

  const stops: (() => void)[] = [];
  if (notifications) {
    stops.push(
      notifications.subscribe(EVENT_CHANGED_CHANNEL, (payload) => {
        // An invitation opened (a change for the hosts' eyes only) tells the hosts nothing: no run for it.
        const { eventId, scope } = eventChangeOf(payload);
        if (scope === HOSTS_ONLY_CHANGE) return;
        if (stopped || !UUID.test(eventId) || waiting.has(eventId)) return;
        const timer = setTimeout(() => {
          waiting.delete(eventId);
          void queue([eventId]);
        }, ACTIVITY_GATHER_MS);
        timer.unref();
        waiting.set(eventId, timer);
      }),
      notifications.onReconnect(() => void catchUp()),
    );
  }
  // In the background: a start-up does not wait for it.
  void catchUp();
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
  };
}
