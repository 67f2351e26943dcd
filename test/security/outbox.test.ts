import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOOLS_LOCAL_ONLY } from '../../src/server/features/dev/access';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// The dev outbox holds every sign-in code: outside production it is served only to a browser on the machine the
// server runs on, judged by the socket's peer address (a forwarded address can be made up by anyone).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app as reached from another machine: the socket's peer address is not loopback. */
const fromAddress = (address: string) => (req: IncomingMessage, res: ServerResponse) => {
  Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
  t.handler(req, res);
};

describe('the dev outbox', () => {
  beforeAll(() => signInByEmail(t.app, t.db, 'outbox-reader@example.com'));

  it('is shown to a browser on this machine', async () => {
    const res = await request(t.app).get('/api/trpc/dev.outbox');
    expect(res.status).toBe(200);
    expect(res.body.result.data.messages.length).toBeGreaterThan(0);
  });

  it.each([
    ['another machine', fromAddress('203.0.113.7'), {}],
    [
      'another machine claiming to be localhost',
      fromAddress('203.0.113.7'),
      { 'X-Forwarded-For': '127.0.0.1' },
    ],
    ['an IPv6 peer', fromAddress('2001:db8::1'), {}],
    ['a proxy on this machine', null, { 'X-Forwarded-For': '203.0.113.7' }],
    ['a proxy on this machine (Forwarded)', null, { Forwarded: 'for=203.0.113.7' }],
  ])('is refused to %s', async (_label, app, headers) => {
    const res = await request(app ?? t.app)
      .get('/api/trpc/dev.outbox')
      .set(headers as Record<string, string>);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(DEV_TOOLS_LOCAL_ONLY);
    expect(res.text).not.toContain('outbox-reader');
  });
});
