import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInByEmail(t.app, t.db, 'csrf@example.com', 'Csrf')).cookie;
});
afterAll(() => t.close());

const logoutBody = { jsonrpc: '2.0', id: 1, method: 'logout', params: {} };
const logout = () => request(t.app).post('/json/AuthenticationService').set('Cookie', cookie);

describe('cross-site requests with the session cookie', () => {
  it('refuses a request the browser marks cross-site', async () => {
    const res = await logout()
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Content-Type', 'application/json')
      .send(logoutBody);
    expect(res.status).toBe(403);
  });

  it('refuses a foreign Origin, on /json and on tRPC', async () => {
    const res = await logout()
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send(logoutBody);
    expect(res.status).toBe(403);
    const trpc = await request(t.app)
      .post('/api/trpc/auth.logout')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(trpc.status).toBe(403);
  });

  it('refuses a body that is not JSON (what an HTML form can send)', async () => {
    const res = await logout().set('Content-Type', 'text/plain').send(JSON.stringify(logoutBody));
    expect(res.status).toBe(415);
    const form = await logout()
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('jsonrpc=2.0&method=logout');
    expect(form.status).toBe(415);
  });

  it('still has a session after all those refusals, and a same-origin call works', async () => {
    const res = await logout()
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'application/json')
      .send(logoutBody);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ success: true });
  });
});
