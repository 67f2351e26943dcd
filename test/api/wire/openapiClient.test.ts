import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RPC_ERRORS } from '../../../src/server/app/jsonRpc';
import { listen } from '../../helpers/live';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { openApiReplyValidator } from '../../helpers/wireDocumentCheckers';

// Issue 39, item 6: every method has a path a stock OpenAPI client calls as written. openapi-fetch reads the
// paths from /json/openapi.json and posts to them unchanged; each reply must be a JSON-RPC reply (never "method
// not found" or "invalid request") that fits the 200 reply its path declares, checked by ajv.

type OpenApi = {
  paths: Record<string, { post: { operationId: string; responses: Record<string, unknown> } }>;
};
type RpcReply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } };

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let openapi: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
  openapi = (await (await fetch(`${server.url}/json/openapi.json`)).json()) as OpenApi;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** openapi-fetch over the document's own paths (typed loosely: the paths come from the served document). */
const clientFor = () =>
  createClient<Record<string, { post: { requestBody: { content: { 'application/json': unknown } } } }>>({
    baseUrl: server.url,
  });

describe('a stock OpenAPI client (openapi-fetch)', () => {
  it('calls every documented path as written and gets the reply that path declares', async () => {
    const client = clientFor();
    const validatorAt = openApiReplyValidator(openapi as never);
    const paths = Object.keys(openapi.paths);
    expect(paths.length).toBeGreaterThan(50);
    for (const [index, path] of paths.entries()) {
      expect(path).toMatch(/^\/json\/[A-Za-z]+Service\/[A-Za-z]+$/);
      const { data, response } = await client.POST(path, {
        body: { jsonrpc: '2.0', id: index, params: { header: { requestId: `openapi-fetch-${index}` } } },
      });
      expect(response.status, path).toBe(200);
      const reply = data as unknown as RpcReply;
      expect(reply.id, path).toBe(index);
      expect([JSON_RPC_ERRORS.methodNotFound, JSON_RPC_ERRORS.invalidRequest], path).not.toContain(
        reply.error?.code,
      );
      const validate = validatorAt(path, '200');
      expect(validate(reply), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('runs a signed-in method with the session cookie, its result as declared', async () => {
    const user = await signInByEmail(t.app, t.db, 'openapi-fetch@example.com', 'Olive Fetch');
    const path = '/json/CoinService/fetchCoinBalance';
    const { data, response } = await clientFor().POST(path, {
      body: { jsonrpc: '2.0', id: 'balance', params: { header: { requestId: 'openapi-fetch-balance' } } },
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(200);
    const reply = data as unknown as RpcReply;
    expect(reply.error).toBeUndefined();
    expect(reply.result).toEqual({ balance: expect.any(Number) });
    const validate = openApiReplyValidator(openapi as never)(path, '200');
    expect(validate(reply), JSON.stringify(validate.errors)).toBe(true);
    // The same call without the cookie is refused as the document says (-32001), in the same declared shape.
    const anonymous = (await clientFor().POST(path, { body: { jsonrpc: '2.0', id: 'anon', params: {} } }))
      .data as unknown as RpcReply;
    expect(anonymous.error?.code).toBe(JSON_RPC_ERRORS.unauthorized);
    expect(validate(anonymous)).toBe(true);
  });
});
