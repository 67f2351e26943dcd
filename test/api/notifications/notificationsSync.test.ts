import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// sync() is the barrier a cached read waits for: a round trip on the listening connection begun after the call.
// A request's reads at its start need only the changes committed before it arrived, so a round trip begun since
// then that has answered (the session cache's) serves its event-cache read too, without another one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('sync(since)', () => {
  it('makes a round trip unless one begun since the given moment has answered', async () => {
    const notifications = t.deps.notifications!;
    await notifications.start();
    expect(await notifications.sync()).toBe(true);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const roundTrips = () => query.mock.calls.filter(([text]) => text === 'select 1').length;

    const arrived = performance.now();
    expect(await notifications.sync(arrived)).toBe(true);
    expect(roundTrips()).toBe(1);
    // Begun after the request arrived and answered: it serves the next read of the same request.
    expect(await notifications.sync(arrived)).toBe(true);
    expect(roundTrips()).toBe(1);
    // A read that needs what was committed until now (no `since`), or since a later moment, gets its own.
    expect(await notifications.sync()).toBe(true);
    expect(await notifications.sync(performance.now())).toBe(true);
    expect(roundTrips()).toBe(3);
  });
});
