import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { listen, LiveClient, subscriptionUrl } from '../../helpers/live';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor } from '../events/eventsFixtures';

// Issue 15: no listener leaks after thousands of connect/disconnect cycles. Browsers (the `eventsource` package
// here) open a party page's live stream, hear its first event and go away, many at a time, while the party keeps
// changing; afterwards nothing of them is left: no subscription in the instance's hub, no open connection, no
// listener on the LISTEN connection beyond the hub's own, and the heap back where it was.

const CYCLES = 2000;
const AT_ONCE = 25;

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let party: ElkEvent;

/** The garbage collector, reachable without starting Node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
  const host = await signInByEmail(t.app, t.db, 'leak-host@example.com', 'Lee Leak');
  party = await createEventFor(t.app, host, { title: 'Busy party' });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );

async function settle(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** One browser: opens the stream, waits for its first event, closes it. */
async function visit() {
  const client = new LiveClient(
    subscriptionUrl(server.url, 'events.onEventPageChange', { eventId: party.id }),
  );
  try {
    await client.eventAfter(0, 10_000);
  } finally {
    client.close();
  }
}

describe('thousands of live streams opened and closed', () => {
  it('leave no subscription, connection, listener or memory behind', async () => {
    const gc = collector();
    const live = t.deps.live!;
    // Warm up (modules, prepared statements, pools), then measure from there.
    for (let i = 0; i < AT_ONCE; i++) await visit();
    await settle(() => live.followerCount === 0);
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    // A listener added per stream to something shared (the LISTEN connection, a pool, the process) shows up as
    // Node's MaxListenersExceededWarning long before 2000.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);

    let stop = false;
    // The party keeps changing meanwhile, so streams are told things as they open and close.
    const changes = (async () => {
      for (let i = 0; !stop; i++) {
        await call(t.app, 'updateAttendance', {
          eventId: party.id,
          invitee: { name: `Guest ${i}`, email: `leak-${i}@example.com`, rsvpStatus: 'YES' },
        });
      }
    })();
    let started = 0;
    const worker = async () => {
      while (started < CYCLES) {
        started++;
        await visit();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    stop = true;
    await changes;

    await settle(() => live.followerCount === 0);
    expect(live.followerCount).toBe(0);
    await settle(async () => (await openConnections()) === 0);
    expect(await openConnections()).toBe(0);
    process.off('warning', onWarning);
    expect(warnings.filter((w) => w.includes('MaxListeners'))).toEqual([]);

    gc();
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    // Each stream holds a few kB while open; 2000 kept would be far more than this.
    expect(grownMb).toBeLessThan(16);

    // And the hub still works: a new stream hears the next change.
    const client = new LiveClient(
      subscriptionUrl(server.url, 'events.onEventPageChange', { eventId: party.id }),
    );
    await client.eventAfter(0);
    const seen = client.events.length;
    await call(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Last guest', email: 'leak-last@example.com', rsvpStatus: 'YES' },
    });
    await client.until((c) => c.events.slice(seen).some((e) => e.changed.includes('event')));
    client.close();
  }, 240_000);
});
