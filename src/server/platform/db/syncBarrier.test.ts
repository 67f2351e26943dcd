import { describe, expect, it } from 'vitest';
import { type RoundTripAnswer, SyncBarrier } from './syncBarrier';

// How sync() callers share round trips on the listening connection, with round trips the test answers by hand
// (the database side is in test/api/notifications/notificationsSync.test.ts and test/api/platform/dbDeadline.test.ts).

type Connection = { name: string };

/** Round trips the test answers one by one, on the connection it says is open. */
function handRoundTrips() {
  let connection: Connection | null = { name: 'first' };
  let clock = 0;
  const waiting: { begunAt: number; answer: (ok: boolean) => void; fail: (err: Error) => void }[] = [];
  const roundTrip = () =>
    new Promise<RoundTripAnswer<Connection> | null>((resolve, reject) => {
      const begunAt = ++clock;
      const on = connection;
      waiting.push({
        begunAt,
        answer: (ok) => resolve(ok && on ? { begunAt, connection: on } : null),
        fail: reject,
      });
    });
  const barrier = new SyncBarrier(roundTrip, () => connection);
  return {
    barrier,
    waiting,
    now: () => clock,
    reconnect: (name: string) => {
      connection = { name };
    },
  };
}

describe('SyncBarrier', () => {
  it('shares the round trip in flight, and queues one more for those who came after it left', async () => {
    const trips = handRoundTrips();
    const first = trips.barrier.sync();
    const second = trips.barrier.sync();
    const third = trips.barrier.sync();
    expect(trips.waiting).toHaveLength(1);
    trips.waiting[0]!.answer(true);
    expect(await first).toBe(true);
    // The second and third came while the first was out: they wait for one more, shared.
    await new Promise((resolve) => setImmediate(resolve));
    expect(trips.waiting).toHaveLength(2);
    trips.waiting[1]!.answer(true);
    expect([await second, await third]).toEqual([true, true]);
  });

  it('answers at once a caller who needs only what a round trip begun since has covered', async () => {
    const trips = handRoundTrips();
    const since = trips.now();
    const synced = trips.barrier.sync();
    trips.waiting[0]!.answer(true);
    await synced;
    expect(await trips.barrier.sync(since)).toBe(true);
    expect(trips.waiting).toHaveLength(1);
    // Not for a moment after that round trip began, nor on another connection.
    const later = trips.barrier.sync(trips.now() + 1);
    expect(trips.waiting).toHaveLength(2);
    trips.waiting[1]!.answer(true);
    await later;
    trips.reconnect('second');
    void trips.barrier.sync(since);
    expect(trips.waiting).toHaveLength(3);
  });

  it('answers false when the round trip could not tell, and fails everyone waiting when it timed out', async () => {
    const trips = handRoundTrips();
    const unsure = trips.barrier.sync();
    trips.waiting[0]!.answer(false);
    expect(await unsure).toBe(false);
    const first = trips.barrier.sync();
    const queued = trips.barrier.sync();
    trips.waiting[1]!.fail(new Error('timed out'));
    await expect(first).rejects.toThrow('timed out');
    await expect(queued).rejects.toThrow('timed out');
  });
});
