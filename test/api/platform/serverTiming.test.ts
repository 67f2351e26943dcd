import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableServerTiming } from '../../../src/server/platform/http/serverTiming';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createEventFor, headerAuth, type Session } from '../events/eventsFixtures';

// SERVER_TIMING=on (platform/http/serverTiming.ts): each /json reply says where its time went, read here from the
// header as the bench reads it. Turned on for this file only (the api files share a process), then off again.

/** `name;dur=…` and `app;desc="…"` of a Server-Timing header, by name. */
function figuresOf(header: string | undefined): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const metric of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+);(?:dur=([\d.]+)|desc="([\d.]+)")\s*$/.exec(metric);
    if (match) figures[match[1]!] = Number(match[2] ?? match[3]);
  }
  return figures;
}

let t: TestApp;
let host: Session;
let eventId: string;
let disable: () => void;
beforeAll(async () => {
  disable = enableServerTiming();
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'timing-host@example.com', 'Tia Timing');
  eventId = (await createEventFor(t.app, host)).id;
});
afterAll(async () => {
  disable();
  await t.close();
});

describe('Server-Timing on /json replies', () => {
  it('names the moment the app took the call and each part, the database inside the procedure', async () => {
    const before = Date.now();
    const res = await rpc(t.app, 'EventService', 'getEvent', { eventId }, headerAuth(host));
    expect(res.body.result.event.id).toBe(eventId);
    const figures = figuresOf(res.headers['server-timing']);
    expect(Object.keys(figures).sort()).toEqual(
      ['app', 'context', 'context-db', 'json', 'procedure', 'procedure-db', 'total', 'way-in'].sort(),
    );
    expect(figures.app).toBeGreaterThanOrEqual(before - 1);
    expect(figures.app).toBeLessThanOrEqual(Date.now());
    // The host's first read of the party after creating it queries the database.
    expect(figures['procedure-db']).toBeGreaterThan(0);
    expect(figures['procedure-db']).toBeLessThanOrEqual(figures.procedure!);
    expect(figures['context-db']).toBeLessThanOrEqual(figures.context!);
    expect(figures.total).toBeGreaterThanOrEqual(figures.context! + figures.procedure! + figures['way-in']!);
  });

  it('is one header for a batch, and none once timing is off', async () => {
    const batch = await request(t.app)
      .post('/json/EventService')
      .set('Content-Type', 'application/json')
      .send([
        { jsonrpc: '2.0', id: 1, method: 'getEvent', params: { eventId } },
        { jsonrpc: '2.0', id: 2, method: 'getEvent', params: { eventId } },
      ]);
    expect(batch.body).toHaveLength(2);
    expect(figuresOf(batch.headers['server-timing']).total).toBeGreaterThan(0);
    disable();
    const off = await rpc(t.app, 'EventService', 'getEvent', { eventId }, headerAuth(host));
    expect(off.body.result.event.id).toBe(eventId);
    expect(off.headers['server-timing']).toBeUndefined();
  });
});
