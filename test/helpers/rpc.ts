import type { Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../src/server/platform/db/client';
import { codeFrom, lastOutboxMessage } from './testApp';

/** What supertest sends to: a test app's listening server (createTestApp), or an Express app of a test's own. */
export type HttpApp = Express | Server;
/** Whom a call goes to: an app in this process, or the URL of a server process (supertest takes all three). */
export type RpcTarget = HttpApp | string;

type Auth = { cookie?: string; userId?: string; accessToken?: string; ip?: string };

/** Each call comes from its own client address unless one is given, so per-IP limits only bite where a test means it. */
export const randomClientIp = () =>
  `198.51.100.${Math.floor(Math.random() * 254) + 1}, 203.0.113.${Math.floor(Math.random() * 254) + 1}`;

/** One JSON-RPC call to `POST /json/<service>`, with the spec's request header. */
export function rpc(
  app: RpcTarget,
  service: string,
  method: string,
  params: Record<string, unknown> = {},
  auth: Auth = {},
) {
  const header = {
    deviceId: 'WEB-test-device',
    agent: { platform: 'WEB', clientVersion: '0.0.2', product: 'ELK' },
    timestamp: Math.floor(Date.now() / 1000),
    requestId: `req-${Math.random().toString(36).slice(2)}`,
    ...(auth.userId ? { userId: auth.userId, accessToken: auth.accessToken } : {}),
  };
  const req = request(app)
    .post(`/json/${service}`)
    .set('Content-Type', 'application/json')
    .set('X-Forwarded-For', auth.ip ?? randomClientIp())
    .send({ jsonrpc: '2.0', id: header.requestId, method, params: { header, ...params } });
  return auth.cookie ? req.set('Cookie', auth.cookie) : req;
}

/** The whole e-mail sign-in: code from the outbox, token, session. Returns the session both ways. */
export async function signInByEmail(app: RpcTarget, db: Db, emailAddress: string, name?: string) {
  const sent = await rpc(app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress });
  if (sent.body.result?.success !== true) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const mail = await lastOutboxMessage(db, emailAddress.toLowerCase(), 'sign-in-code');
  const code = codeFrom(mail!.text);
  const checked = await rpc(app, 'AuthenticationService', 'signInWithEmailAndCode', { emailAddress, code });
  const token = checked.body.result.firebaseCustomToken as string;
  const auth = await rpc(app, 'AuthenticationService', 'authenticate', {
    deviceId: 'WEB-test-device',
    verifiedEmailAddress: emailAddress,
    firebaseIDToken: token,
    timestamp: Math.floor(Date.now() / 1000),
    product: 'ELK',
    platform: 'WEB',
  });
  const { userId, accessToken } = auth.body.result as { userId: string; accessToken: string };
  const setCookies = ([] as string[]).concat(auth.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  if (name) {
    await rpc(
      app,
      'EventService',
      'createElkUser',
      { elkUser: { name }, coinsSpent: 0 },
      { userId, accessToken },
    );
  }
  return { userId, accessToken, cookie, setCookies };
}
