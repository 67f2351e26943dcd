import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RPC_ERRORS } from '../../../src/server/app/jsonRpc';
import { JSON_RPC_METHODS } from '../../../src/server/app/jsonRpcMethods';
import { methodContracts, methodPathKey } from '../../../src/server/app/openapi';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { randomClientIp, rpc, signInByEmail } from '../../helpers/rpc';
import { openApiReplyValidator, openRpcValidator, redoclyProblems } from '../../helpers/wireDocumentCheckers';

// Issue 39, items 5 and 7: /json/openapi.json passes redocly's recommended rules (servers, security on every
// operation, the 4xx replies), /json/openrpc.json passes the OpenRPC meta-schema under ajv, both list every
// method of the JSON-RPC table, and what they declare (who may call, the 4xx replies) is what the wire does.

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};
type OpenApi = {
  servers: { url: string }[];
  paths: Record<string, { post: Operation }>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};
type OpenRpc = { methods: { name: string; servers: { url: string }[]; 'x-signed-in': boolean }[] };

// A public URL that is neither localhost nor example.com, as a deployed instance has (redocly warns on those).
const PUBLIC_URL = 'https://elk-invites.test';

let t: TestApp;
let openapi: OpenApi;
let openrpc: OpenRpc;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  openapi = (await request(t.app).get('/json/openapi.json').expect(200)).body as OpenApi;
  openrpc = (await request(t.app).get('/json/openrpc.json').expect(200)).body as OpenRpc;
});
afterAll(() => t.close());

const tableMethods = Object.entries(JSON_RPC_METHODS).flatMap(([service, table]) =>
  Object.keys(table).map((method) => ({ service, method })),
);

describe('the documents, checked by the standard tools', () => {
  it('OpenAPI: redocly (recommended rules) finds no error, and no warning but the missing licence', async () => {
    const problems = await redoclyProblems(openapi);
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
    // The package is private and names no licence, so the document names none either.
    const warnings = problems.filter((problem) => problem.severity === 'warn').map((p) => p.ruleId);
    expect(warnings).toEqual(['info-license']);
    expect(openapi.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
  });

  it('OpenRPC: valid under the OpenRPC meta-schema (ajv)', () => {
    const validate = openRpcValidator();
    const valid = validate(openrpc);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('a broken OpenRPC document is refused by the same check (the check can fail)', () => {
    const validate = openRpcValidator();
    const [first, ...rest] = openrpc.methods;
    expect(validate({ ...openrpc, methods: [{ ...first, params: 'none' }, ...rest] })).toBe(false);
  });

  it('every method of the JSON-RPC table is in both documents, at its service', () => {
    expect(tableMethods.length).toBeGreaterThan(50);
    for (const { service, method } of tableMethods) {
      const operation = openapi.paths[methodPathKey(service, method)]?.post;
      expect(operation?.operationId, `${service}.${method} in OpenAPI`).toBe(`${service}.${method}`);
      const described = openrpc.methods.find((candidate) => candidate.name === method);
      expect(described?.servers, `${service}.${method} in OpenRPC`).toEqual([
        { name: service, url: `${PUBLIC_URL}/json/${service}` },
      ]);
    }
    expect(openrpc.methods).toHaveLength(tableMethods.length);
    expect(Object.keys(openapi.paths)).toHaveLength(tableMethods.length);
  });

  it('/json/docs links both documents and has a section on OpenRPC', async () => {
    const page = (await request(t.app).get('/json/docs').expect(200)).text;
    expect(page).toContain('href="/json/openapi.json"');
    expect(page).toContain('href="/json/openrpc.json"');
    expect(page).toContain('<h2 id="openrpc">OpenRPC</h2>');
    expect(page).toContain(`<code>${PUBLIC_URL}/json/EventService</code>`);
  });
});

describe('who may call: the session, as a cookie or as the envelope header’s accessToken', () => {
  it('the session scheme is the cookie sign-in sets', () => {
    expect(openapi.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'authToken',
    });
  });

  it('each method the documents mark as signed-in refuses a call without a session (-32001)', async () => {
    const signedIn = methodContracts().filter((contract) => contract.signedIn);
    expect(signedIn.length).toBeGreaterThan(20);
    for (const { service, method } of signedIn) {
      const operation = openapi.paths[methodPathKey(service, method)]!.post;
      expect(operation.security, `${service}.${method}`).toEqual([{ sessionCookie: [] }]);
      expect(openrpc.methods.find((m) => m.name === method)?.['x-signed-in']).toBe(true);
      const reply = await request(t.app)
        .post(methodPathKey(service, method))
        .set('X-Forwarded-For', randomClientIp())
        .send({ jsonrpc: '2.0', id: 1, params: {} })
        .expect(200);
      expect(reply.body.error?.code, `${service}.${method}`).toBe(JSON_RPC_ERRORS.unauthorized);
    }
  });

  it('a signed-in method runs with the cookie alone, or with the header’s accessToken alone', async () => {
    const session = await signInByEmail(t.app, t.db, 'wire-docs@example.com');
    const byCookie = await rpc(t.app, 'CoinService', 'fetchCoinBalance', {}, { cookie: session.cookie });
    expect(byCookie.body.result).toBeDefined();
    const { userId, accessToken } = session;
    const byHeader = await rpc(t.app, 'CoinService', 'fetchCoinBalance', {}, { userId, accessToken });
    expect(byHeader.body.result).toEqual(byCookie.body.result);
    const neither = await rpc(t.app, 'CoinService', 'fetchCoinBalance', {});
    expect(neither.body.error.code).toBe(JSON_RPC_ERRORS.unauthorized);
  });

  it('a method open to anyone says so, and runs without a session', async () => {
    const operation = openapi.paths[methodPathKey('CoinService', 'fetchCoinPacks')]!.post;
    expect(operation.security).toEqual([{}, { sessionCookie: [] }]);
    const reply = await rpc(t.app, 'CoinService', 'fetchCoinPacks', {});
    expect(reply.body.result).toBeDefined();
  });
});

describe('the 4xx replies the document declares come back from the wire in that shape', () => {
  const path = methodPathKey('CoinService', 'fetchCoinPacks');
  const post = () => request(t.app).post(path).set('X-Forwarded-For', randomClientIp());

  /** The reply's status is the one expected, and its body fits what the document declares for it. */
  function expectDeclared(reply: request.Response, status: number, code: number, at = path) {
    expect(reply.status).toBe(status);
    const validate = openApiReplyValidator(openapi)(at, String(status));
    expect(validate(reply.body), JSON.stringify(validate.errors)).toBe(true);
    expect(reply.body.error.code).toBe(code);
  }

  it('400: a body that is not JSON', async () => {
    const reply = await post().set('Content-Type', 'application/json').send('{"jsonrpc": "2.0",');
    expectDeclared(reply, 400, JSON_RPC_ERRORS.parse);
  });

  it('403: a call from another site', async () => {
    const reply = await post().set('Origin', 'https://elsewhere.test').send({ jsonrpc: '2.0', id: 1 });
    expectDeclared(reply, 403, JSON_RPC_ERRORS.forbidden);
    expect(reply.body.error.message).toBe('Cross-site request refused');
  });

  it('415: a body that is not sent as JSON', async () => {
    const reply = await post().set('Content-Type', 'text/plain').send('{"jsonrpc":"2.0","id":1}');
    expectDeclared(reply, 415, JSON_RPC_ERRORS.invalidRequest);
    expect(reply.body.error.message).toBe('Content-Type must be application/json');
  });

  it('429: a second sign-in code for one address within 30 seconds', async () => {
    const at = methodPathKey('AuthenticationService', 'sendEmailSignInCode');
    const send = () =>
      request(t.app)
        .post(at)
        .set('X-Forwarded-For', randomClientIp())
        .send({ jsonrpc: '2.0', id: 1, params: { emailAddress: 'wire-docs-429@example.com' } });
    expect((await send()).body.result).toEqual({ success: true });
    const reply = await send();
    expectDeclared(reply, 429, JSON_RPC_ERRORS.rateLimited, at);
    expect(reply.body.error.message).toBe('Rate limit exceeded');
  });

  it('a declared reply the wire does not match fails the same check (the check can fail)', () => {
    const validate = openApiReplyValidator(openapi)(path, '429');
    expect(validate({ jsonrpc: '2.0', id: null, error: { code: 'slow down' } })).toBe(false);
  });
});
