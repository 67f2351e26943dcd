import request from 'supertest';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RPC_METHODS } from '../../src/server/app/jsonRpc';
import {
  jsonSchemaOf,
  methodContracts,
  methodPathKey,
  paramsComponent,
  resultComponent,
} from '../../src/server/app/openapi';
import { codeFrom, createTestApp, lastOutboxMessage, type TestApp } from '../helpers/testApp';
import { randomClientIp, rpc } from '../helpers/rpc';
import { createEventFor, headerAuth, type Session } from './eventsFixtures';

// The wire contract: GET /json/openapi.json documents every /json method with the schemas the server parses
// with, and real replies fit what it documents. No JSON Schema validator is installed, so a reply is checked
// with the zod schema the document was generated from, and the document's entry is checked to be exactly that
// schema's JSON Schema.

type OpenApi = {
  openapi: string;
  paths: Record<string, { post: Record<string, unknown> }>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await request(t.app).get('/json/openapi.json').expect(200)).body as OpenApi;
});
afterAll(() => t.close());

const contracts = methodContracts();
const contractOf = (service: string, method: string) => {
  const found = contracts.find((c) => c.service === service && c.method === method);
  if (!found) throw new Error(`no contract for ${service}.${method}`);
  return found;
};

/** The documented result schema of a method, checked to be the JSON Schema of the zod schema it came from. */
function documentedResult(service: string, method: string): ZodType {
  const contract = contractOf(service, method);
  if (!contract.result) throw new Error(`${service}.${method} has no output schema attached`);
  expect(doc.components.schemas[resultComponent(contract)]).toEqual(jsonSchemaOf(contract.result, 'output'));
  return contract.result;
}

/** A reply fits its documented result, and parsing it drops nothing (the schema names every field sent). */
function expectFitsResult(service: string, method: string, result: unknown) {
  const schema = documentedResult(service, method);
  const parsed = schema.safeParse(result);
  expect(parsed.error, `${service}.${method}`).toBeUndefined();
  expect(parsed.data).toEqual(result);
}

describe('GET /json/openapi.json', () => {
  it('is an OpenAPI 3.1 document with one entry per /json method, params and result included', () => {
    expect(doc.openapi).toBe('3.1.0');
    const methods = Object.entries(JSON_RPC_METHODS).flatMap(([service, table]) =>
      Object.keys(table).map((method) => ({ service, method })),
    );
    expect(methods.length).toBeGreaterThan(50);
    expect(Object.keys(doc.paths).sort()).toEqual(
      methods.map(({ service, method }) => methodPathKey(service, method)).sort(),
    );
    for (const { service, method } of methods) {
      const contract = contractOf(service, method);
      const operation = doc.paths[methodPathKey(service, method)]!.post;
      expect(operation.operationId).toBe(`${service}.${method}`);
      expect(operation['x-trpc-procedure']).toBe(contract.procedure);
      // The params entry is the JSON Schema of the procedure's own input schema, not a copy kept by hand.
      expect(doc.components.schemas[paramsComponent(contract)], `${service}.${method}`).toEqual(
        jsonSchemaOf(contract.params, 'input'),
      );
      const body = JSON.stringify(operation);
      expect(body).toContain(`#/components/schemas/${paramsComponent(contract)}`);
      if (contract.result) {
        expect(doc.components.schemas[resultComponent(contract)]).toEqual(
          jsonSchemaOf(contract.result, 'output'),
        );
        expect(body).toContain(`#/components/schemas/${resultComponent(contract)}`);
      }
    }
  });

  it('documents the results attached so far, the sign-in and RSVP calls among them', () => {
    for (const [service, method] of [
      ['AuthenticationService', 'sendEmailSignInCode'],
      ['AuthenticationService', 'signInWithEmailAndCode'],
      ['AuthenticationService', 'authenticate'],
      ['EventService', 'updateAttendance'],
      ['EventService', 'getEvent'],
      ['EventService', 'fetchGuestList'],
    ] as const) {
      expect(contractOf(service, method).result, `${service}.${method}`).toBeDefined();
    }
  });
});

describe('GET /json/docs', () => {
  it('renders every method as HTML, with no script', async () => {
    const res = await request(t.app).get('/json/docs').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).not.toContain('<script');
    for (const contract of contracts) expect(res.text).toContain(`${contract.service}.${contract.method}`);
  });
});

describe('real replies fit the document', () => {
  let host: Session;

  it('sign-in by code through /json', async () => {
    const emailAddress = 'contract-host@example.com';
    const sent = await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress });
    expectFitsResult('AuthenticationService', 'sendEmailSignInCode', sent.body.result);

    const code = codeFrom((await lastOutboxMessage(t.db, emailAddress))!.text);
    const wrong = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', {
      emailAddress,
      code: code === '000000' ? '111111' : '000000',
    });
    expectFitsResult('AuthenticationService', 'signInWithEmailAndCode', wrong.body.result);
    const checked = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', {
      emailAddress,
      code,
    });
    expectFitsResult('AuthenticationService', 'signInWithEmailAndCode', checked.body.result);

    const ip = randomClientIp();
    const auth = await rpc(
      t.app,
      'AuthenticationService',
      'authenticate',
      { verifiedEmailAddress: emailAddress, firebaseIDToken: checked.body.result.firebaseCustomToken },
      { ip },
    );
    expectFitsResult('AuthenticationService', 'authenticate', auth.body.result);
    const cookie = ([] as string[])
      .concat(auth.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    host = { userId: auth.body.result.userId, accessToken: auth.body.result.accessToken, cookie };
    await rpc(
      t.app,
      'EventService',
      'createElkUser',
      { elkUser: { name: 'Cora Contract' }, coinsSpent: 0 },
      headerAuth(host),
    );
  });

  it('getEvent, updateAttendance and fetchGuestList', async () => {
    const party = await createEventFor(t.app, host, { title: 'Contract party' });
    const page = await rpc(t.app, 'EventService', 'getEvent', { eventId: party.id }, headerAuth(host));
    expect(page.body.error).toBeUndefined();
    const getEvent = contractOf('EventService', 'getEvent');
    if (getEvent.result) expectFitsResult('EventService', 'getEvent', page.body.result);
    else expect(getEvent.params.safeParse({ eventId: party.id }).success).toBe(true);

    const answer = await rpc(
      t.app,
      'EventService',
      'updateAttendance',
      {
        eventId: party.id,
        invitee: { name: 'Gus Guest', email: 'contract-guest@example.com', rsvpStatus: 'YES' },
      },
      {},
    );
    expect(answer.body.error).toBeUndefined();
    expect(answer.body.result.rsvpStatus).toBe('YES');
    expectFitsResult('EventService', 'updateAttendance', answer.body.result);

    const list = await rpc(t.app, 'EventService', 'fetchGuestList', { eventId: party.id }, headerAuth(host));
    expect(list.body.result.counts.declined + list.body.result.counts.going).toBe(1);
    expectFitsResult('EventService', 'fetchGuestList', list.body.result);
  });
});
