import jayson from 'jayson';
import { JSONRPCClient, type JSONRPCRequest, type JSONRPCResponse } from 'json-rpc-2.0';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RPC_ERRORS, MAX_BATCH_CALLS } from '../../../src/server/app/jsonRpc';
import { listen } from '../../helpers/live';
import { createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import { waitFor } from '../notifications/notificationsFixtures';

// Issue 39: the wire API (POST /json/<Service>) as stock JSON-RPC 2.0 clients use it, section by section of the
// JSON-RPC 2.0 specification: batches (6), notifications (4.1), ids (4), error codes (5.1), and the method's own
// path. Driven through json-rpc-2.0 and jayson, not through a parser of ours.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** json-rpc-2.0's client on one service, sending over fetch as its README shows; a 204 carries nothing. */
function jsonRpc2Client(path: string) {
  const client: JSONRPCClient = new JSONRPCClient(async (payload: unknown) => {
    const res = await post(path, payload);
    if (res.status === 204) return;
    client.receive((await res.json()) as JSONRPCResponse | JSONRPCResponse[]);
  });
  return client;
}

/** jayson's HTTP client, as callbacks turned into a promise. */
function jaysonCall(path: string, request: unknown): Promise<unknown> {
  const { port } = new URL(server.url);
  const client = jayson.client.http({ host: '127.0.0.1', port: Number(port), path });
  return new Promise((resolve, reject) => {
    client.request(request as jayson.RequestParamsLike & string, (error: unknown, response: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(response),
    );
  });
}

describe('batches (JSON-RPC 2.0, section 6)', () => {
  it('answers json-rpc-2.0’s batch with one reply per call, notifications left out', async () => {
    const client = jsonRpc2Client('/json/CoinService');
    const batch: JSONRPCRequest[] = [
      { jsonrpc: '2.0', id: 1, method: 'fetchCoinPacks', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'noSuchMethod', params: {} },
      { jsonrpc: '2.0', method: 'fetchCoinPacks', params: {} },
    ];
    const replies = await client.requestAdvanced(batch);
    expect(replies).toHaveLength(2);
    const byId = new Map(replies.map((reply) => [reply.id, reply]));
    expect(byId.get(1)).toMatchObject({ result: { paymentsConfigured: false } });
    expect(byId.get(2)).toMatchObject({ error: { code: JSON_RPC_ERRORS.methodNotFound } });
  });

  it('answers jayson’s batch, in which every call is its own', async () => {
    const client = jayson.client.http({
      host: '127.0.0.1',
      port: Number(new URL(server.url).port),
      path: '/json/CoinService',
    });
    const calls = [
      client.request('fetchCoinPacks', {}, undefined),
      client.request('fetchCoinPacks', {}, undefined),
    ];
    const replies = (await jaysonCall('/json/CoinService', calls)) as { id: unknown; result?: unknown }[];
    expect(replies).toHaveLength(2);
    expect(replies.every((reply) => (reply.result as { packs?: unknown })?.packs !== undefined)).toBe(true);
  });

  it('refuses an empty batch and an oversized one whole, with -32600', async () => {
    const empty = await (await post('/json/CoinService', [])).json();
    expect(empty).toMatchObject({ id: null, error: { code: JSON_RPC_ERRORS.invalidRequest } });
    const call = { jsonrpc: '2.0', id: 1, method: 'fetchCoinPacks', params: {} };
    const huge = await (await post('/json/CoinService', Array(MAX_BATCH_CALLS + 1).fill(call))).json();
    expect(huge).toMatchObject({ id: null, error: { code: JSON_RPC_ERRORS.invalidRequest } });
    expect(huge.error.message).toContain(String(MAX_BATCH_CALLS));
    const full = await (await post('/json/CoinService', Array(MAX_BATCH_CALLS).fill(call))).json();
    expect(full).toHaveLength(MAX_BATCH_CALLS);
  });

  it('answers each invalid member of a batch in place', async () => {
    const replies = await (
      await post('/json/CoinService', [1, { jsonrpc: '2.0', id: 'a', method: 'fetchCoinPacks' }])
    ).json();
    expect(replies).toEqual([
      expect.objectContaining({
        id: null,
        error: expect.objectContaining({ code: JSON_RPC_ERRORS.invalidRequest }),
      }),
      expect.objectContaining({ id: 'a', result: expect.anything() }),
    ]);
  });
});

describe('notifications (section 4.1)', () => {
  it('gets no reply body, and the call still runs', async () => {
    const emailAddress = 'notified@example.com';
    const client = jsonRpc2Client('/json/AuthenticationService');
    await client.notify('sendEmailSignInCode', { emailAddress });
    await waitFor(() => lastOutboxMessage(t.db, emailAddress), 'the sign-in code the notification asked for');
    const res = await post('/json/CoinService', { jsonrpc: '2.0', method: 'fetchCoinPacks', params: {} });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const allNotifications = await post('/json/CoinService', [{ jsonrpc: '2.0', method: 'fetchCoinPacks' }]);
    expect(allNotifications.status).toBe(204);
  });
});

describe('ids (section 4)', () => {
  it('refuses an object or array id with -32600 and runs nothing', async () => {
    for (const id of [{ a: 1 }, [1]]) {
      const emailAddress = `never-${Array.isArray(id) ? 'array' : 'object'}@example.com`;
      const reply = await (
        await post('/json/AuthenticationService', {
          jsonrpc: '2.0',
          id,
          method: 'sendEmailSignInCode',
          params: { emailAddress },
        })
      ).json();
      expect(reply).toMatchObject({ id: null, error: { code: JSON_RPC_ERRORS.invalidRequest } });
      expect(await lastOutboxMessage(t.db, emailAddress)).toBeUndefined();
    }
  });
});

describe('error codes (section 5.1)', () => {
  it('keeps every code of the app’s own in -32000..-32099, the pre-defined ones as the specification has them', () => {
    const predefined = [-32700, -32600, -32601, -32602, -32603];
    for (const [name, code] of Object.entries(JSON_RPC_ERRORS)) {
      const ok = predefined.includes(code) || (code <= -32000 && code >= -32099);
      expect(ok, `${name}: ${code}`).toBe(true);
    }
  });
});

describe('each method at its own path', () => {
  it('answers POST /json/<Service>/<method> as the same call, the method in the body optional', async () => {
    const withMethod = await (
      await post('/json/CoinService/fetchCoinPacks', {
        jsonrpc: '2.0',
        id: 7,
        method: 'fetchCoinPacks',
        params: {},
      })
    ).json();
    expect(withMethod).toMatchObject({ id: 7, result: { paymentsConfigured: false } });
    const pathOnly = await (
      await post('/json/CoinService/fetchCoinPacks', {
        jsonrpc: '2.0',
        id: 8,
        params: { header: { requestId: 'r1' } },
      })
    ).json();
    expect(pathOnly).toMatchObject({ id: 8, result: { paymentsConfigured: false } });
    const client = jsonRpc2Client('/json/CoinService/fetchCoinPacks');
    expect(await client.request('fetchCoinPacks', {})).toMatchObject({ paymentsConfigured: false });
    const mismatch = await (
      await post('/json/CoinService/fetchCoinPacks', { jsonrpc: '2.0', id: 9, method: 'fetchCoinBalance' })
    ).json();
    expect(mismatch).toMatchObject({ id: 9, error: { code: JSON_RPC_ERRORS.invalidRequest } });
  });

  it('answers a client that encoded the anchor (`/json/<Service>%23<method>`)', async () => {
    const reply = await (
      await post('/json/CoinService%23fetchCoinPacks', { jsonrpc: '2.0', id: 3, params: {} })
    ).json();
    expect(reply).toMatchObject({ id: 3, result: { paymentsConfigured: false } });
  });

  it('says which method a GET may not use: 405 with Allow', async () => {
    const res = await fetch(`${server.url}/json/CoinService`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
