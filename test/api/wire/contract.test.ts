import request from 'supertest';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RPC_METHODS } from '../../../src/server/app/jsonRpcMethods';
import { appRouter } from '../../../src/server/app/router';
import {
  jsonSchemaOf,
  methodContracts,
  methodPathKey,
  paramsComponent,
  resultComponent,
} from '../../../src/server/app/openapi';
import { codeFrom, createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import { randomClientIp, rpc, signInByEmail } from '../../helpers/rpc';
import { createEventFor, headerAuth, type Session } from '../events/eventsFixtures';

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
      // The params entry is the JSON Schema of the procedure's own input schema, not a copy kept by hand, with
      // the optional header beside it (issue 39: also where the input takes nothing, so typed clients can send it).
      const shown = doc.components.schemas[paramsComponent(contract)] as {
        properties?: Record<string, unknown>;
        allOf?: unknown[];
      };
      const input = jsonSchemaOf(contract.params, 'input');
      const headerRef = { $ref: '#/components/schemas/RequestHeader' };
      if (shown.allOf) {
        expect(shown.allOf, `${service}.${method}`).toEqual([
          input,
          { type: 'object', properties: { header: headerRef } },
        ]);
      } else {
        const { header, ...own } = shown.properties ?? {};
        expect(header, `${service}.${method}`).toEqual(headerRef);
        expect({ ...shown, properties: own }, `${service}.${method}`).toEqual({ properties: {}, ...input });
      }
      const body = JSON.stringify(operation);
      expect(body).toContain(`#/components/schemas/${paramsComponent(contract)}`);
      // And its result: every method has one, the JSON Schema of the procedure's `.output()` schema.
      expect(contract.result, `${service}.${method} has no result schema`).toBeDefined();
      expect(doc.components.schemas[resultComponent(contract)], `${service}.${method}`).toEqual(
        jsonSchemaOf(contract.result!, 'output'),
      );
      expect(body).toContain(`#/components/schemas/${resultComponent(contract)}`);
    }
  });

  it('every procedure of the router, on /json or not, has an output schema', () => {
    // Typed as the nested router record, but at run time tRPC 11 keeps a flat record keyed by the full path.
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;
    expect(Object.keys(procedures).length).toBeGreaterThan(60);
    const missing = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.output === undefined)
      .map(([path]) => path);
    expect(missing).toEqual([]);
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
    const created = await rpc(
      t.app,
      'EventService',
      'createElkUser',
      { elkUser: { name: 'Cora Contract' }, coinsSpent: 0 },
      headerAuth(host),
    );
    expect(created.body.result.elkUser.name).toBe('Cora Contract');
    expectFitsResult('EventService', 'createElkUser', created.body.result);
  });

  it('getEvent, updateAttendance and fetchGuestList', async () => {
    const party = await createEventFor(t.app, host, { title: 'Contract party' });
    const page = await rpc(t.app, 'EventService', 'getEvent', { eventId: party.id }, headerAuth(host));
    expect(page.body.error).toBeUndefined();
    expectFitsResult('EventService', 'getEvent', page.body.result);

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

  /** A call that must succeed, its reply checked against the document; answers the result. */
  async function fits(
    method: string,
    params: Record<string, unknown>,
    auth: Parameters<typeof rpc>[4] = {},
    service = 'EventService',
  ) {
    const res = await rpc(t.app, service, method, params, auth);
    expect(res.body.error, `${service}.${method}`).toBeUndefined();
    expectFitsResult(service, method, res.body.result);
    return res.body.result;
  }

  it('a guest by link: getEventPreview, the waitlist decision and the messages both ways', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Contract waitlist party',
      hasWaitlist: true,
      questions: [],
    });
    const answer = await fits('updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Wes Waiting', email: 'contract-waiting@example.com', rsvpStatus: 'YES' },
    });
    expect(answer.waitlistStatus).toBe('PENDING_APPROVAL');
    const link = { eventId: party.id, token: answer.token };

    const preview = await fits('getEventPreview', link);
    expect(preview.viewer.role).toBe('guest');
    expect(preview.viewer.invitee.inviteeId).toBe(answer.inviteeId);

    const reviewed = await fits(
      'reviewAttendee',
      { eventId: party.id, inviteeUuid: answer.inviteeId, waitlistStatus: 'APPROVED' },
      headerAuth(host),
    );
    expect(reviewed).toEqual({ success: true, inviteeUuid: answer.inviteeId, waitlistStatus: 'APPROVED' });

    const fromGuest = await fits('sendEventComment', { ...link, message: 'May I bring my sister?' });
    expect(fromGuest.message.fromHost).toBe(false);
    await fits(
      'sendPrivateMessage',
      { eventId: party.id, inviteeId: answer.inviteeId, message: 'Of course!' },
      headerAuth(host),
    );
    const blast = await fits(
      'sendEventComment',
      { eventId: party.id, isTextBlast: true, sendToStatuses: ['GOING'], message: 'See you Saturday.' },
      headerAuth(host),
    );
    expect(blast.recipientCount).toBe(1);

    const guestView = await fits('getEventMessageHistory', link);
    expect(guestView.messages).toHaveLength(1);
    expect(guestView.personalMessages[0].messages).toHaveLength(2);
    const hostView = await fits('getEventMessageHistory', { eventId: party.id }, headerAuth(host));
    expect(hostView.messages[0].sendToStatuses).toEqual(['GOING']);
    const modal = await fits('getUserEventMessageHistory', { eventId: party.id }, headerAuth(host));
    expect(modal).toEqual(hostView);
  });

  it('drafts and cloning a party', async () => {
    const saved = await fits('editEventDraft', { event: { title: 'Contract draft' } }, headerAuth(host));
    const one = await fits('fetchDraft', { eventUuid: saved.eventId }, headerAuth(host));
    expect(one.draft.event.title).toBe('Contract draft');

    const party = await createEventFor(t.app, host, { title: 'Contract original' });
    const clone = await fits('cloneEvent', { eventId: party.id }, headerAuth(host));
    expect(clone.clonedFromEventId).toBe(party.id);
    expect(clone.draft.event.title).toBe('Contract original');

    const all = await fits('fetchDrafts', {}, headerAuth(host));
    expect(all.drafts.map((draft: { eventId: string }) => draft.eventId).sort()).toEqual(
      [saved.eventId, clone.draft.eventId].sort(),
    );
  });

  it('addCohost and fetchCohosts', async () => {
    const party = await createEventFor(t.app, host, { title: 'Contract cohost party' });
    const added = await fits(
      'addCohost',
      { eventId: party.id, cohost: { name: 'Cass Cohost', email: 'contract-cohost@example.com' } },
      headerAuth(host),
    );
    expect(added.mailSent).toBe(true);
    const list = await fits('fetchCohosts', { eventId: party.id }, headerAuth(host));
    expect(list.role).toBe('host');
    expect(list.cohosts.map((row: { cohostId: string }) => row.cohostId)).toEqual([added.cohost.cohostId]);
  });

  it('confirmUserMerge', async () => {
    const other = 'contract-other@example.com';
    await signInByEmail(t.app, t.db, other, 'Otto Other');
    await fits('sendPiiVerificationCode', { pii: other }, headerAuth(host), 'AuthenticationService');
    const code = codeFrom((await lastOutboxMessage(t.db, other))!.text);
    const verified = await fits(
      'verifyWithPiiAndCode',
      { pii: other, code },
      headerAuth(host),
      'AuthenticationService',
    );
    expect(verified).toEqual({ success: true, mergePrompt: { pii: other } });
    const merged = await fits('confirmUserMerge', { pii: other }, headerAuth(host), 'UserService');
    expect(merged.success).toBe(true);
    expect(merged.elkUser.emails).toContain(other);
  });
});
