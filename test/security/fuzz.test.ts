import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { hostileJson, mutated } from '../helpers/hostileValues';
import { randomClientIp, rpc } from '../helpers/rpc';
import { type RouterProcedure, routerProcedures } from '../helpers/routerProcedures';
import { inputJsonSchema, plausibleValue, propertyNames, type ShapeHints } from '../helpers/schemaArbitrary';
import { createCast, createWorld, type Person, type World } from '../helpers/securityFixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { trpcCall } from '../helpers/trpcHttp';
import { replyProblems } from './fuzzChecks';
import { MATRIX_INPUTS } from './permissionInputs';
import { pathOf } from './permissionMatrix';

// Issue #11: property-based fuzzing of every procedure's input schema, through /api/trpc and, where the /json
// adapter names the procedure, through /json/<Service>, signed in (as the party's host, so inputs reach the
// handlers) and anonymous. Inputs are shaped like the schema with a hostile value in them, or any JSON at all.
// No reply may be a 5xx or carry a stack trace; every refusal is a clear message (fuzzChecks.ts).
// Reproduce a run with FUZZ_SEED=<seed>; FUZZ_RUNS raises the number of inputs per procedure and transport.

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);

let t: TestApp;
let world: World;
let host: Person;
beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(await createCast(t));
  host = world.people.host;
}, 120_000);
afterAll(() => t?.close());

/** Calls that tear down what the others' inputs name run last. */
const RUN_LAST = [
  'guests.deleteInvitees',
  'guests.deletePendingInvites',
  'cohosts.removeCohost',
  'drafts.deleteDraft',
  'events.cancelEvent',
  'events.deleteEvent',
];
const lastRank = (path: string) => RUN_LAST.indexOf(path);
const procedures = routerProcedures()
  .filter((procedure) => procedure.inputs.length > 0)
  .sort((a, b) => lastRank(a.path) - lastRank(b.path));

function hints(): ShapeHints {
  const { party, invitees, draftId, cohostEntryId, linkUuid, people, cast } = world;
  const inviteeIds = Object.values(invitees);
  return {
    idsFor: (name) => {
      if (/^(eventId|eventUuid|baseEventId)$/.test(name)) return [party.id, draftId, cast.otherParty.id];
      if (/invite/i.test(name)) return inviteeIds;
      if (/cohost/i.test(name)) return [cohostEntryId];
      if (/link/i.test(name)) return [linkUuid];
      if (/user/i.test(name)) return Object.values(people).map((person) => person.userId);
      if (/question/i.test(name)) return party.questions.map((q) => q.questionUuid);
      return [party.id, ...inviteeIds];
    },
    tokens: Object.values(world.tokens),
  };
}

type Sent = { status: number; text: string };
type Send = (input: unknown, signedIn: boolean) => Promise<Sent>;

/** NUL, lone surrogates and other control characters as JSON writes them. */
const ESCAPED_NASTY = /.{0,30}\\u(00[01][0-9a-f]|d[89a-f][0-9a-f]{2}).{0,20}/gi;

/** A few hundred characters of the input, and where it holds escaped nasty characters beyond them. */
function shown(input: unknown): string {
  const text = JSON.stringify(input) ?? String(input);
  if (text.length <= 300) return text;
  const nasty = [...text.slice(300).matchAll(ESCAPED_NASTY)].slice(0, 3).map((match) => `…${match[0]}…`);
  return `${text.slice(0, 300)}… (${text.length} characters${nasty.length ? `; ${nasty.join(' ')}` : ''})`;
}

/** A problem's kind: its text up to the quoted message, so one kind is reported once with its count. */
const kindOf = (problem: string) => problem.replace(/ ".*$/s, '');

type Case = { signedIn: boolean; input: unknown };

/**
 * Valid inputs to start from: the permission matrix's input for each use of the procedure, as the host
 * (signed in), the guest with a token and an anonymous visitor (neither signed in) would send it.
 */
async function validCases(procedure: RouterProcedure): Promise<Case[]> {
  const keys = Object.keys(MATRIX_INPUTS).filter((key) => pathOf(key) === procedure.path);
  const cases: Case[] = [];
  for (const key of keys) {
    for (const role of ['host', 'guestToken', 'anonymous'] as const) {
      // Some need setup the fuzzing before may have rate-limited (a code for the host); those are left out.
      const input = await Promise.resolve(MATRIX_INPUTS[key]!.input(world, world.caller(role), t)).catch(
        () => undefined,
      );
      if (input !== undefined) cases.push({ signedIn: role === 'host', input });
    }
  }
  return cases;
}

/** Each test's own seed, from FUZZ_SEED and its name, so tests draw different inputs yet each reproduces. */
function seedFor(label: string): number {
  let hash = 2_166_136_261;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (hash ^ SEED) >>> 0;
}

/**
 * Sends RUNS inputs drawn by fast-check and fails with every kind of problem found, each with how often it
 * happened and the first input that showed it, rather than stopping at the first one. Inputs: a valid one with
 * one field made hostile (mostly), one generated from the schema and made hostile, or any JSON at all.
 */
async function fuzz(procedure: RouterProcedure, label: string, send: Send) {
  const seed = seedFor(label);
  const schema = inputJsonSchema(procedure.inputs);
  const valid = await validCases(procedure);
  const either = fc.boolean();
  const fromSchema = fc
    .tuple(either, plausibleValue(schema, hints()).chain(mutated))
    .map(([signedIn, input]): Case => ({ signedIn, input }));
  const anyJson = fc
    .tuple(either, hostileJson(propertyNames(schema)))
    .map(([signedIn, input]): Case => ({ signedIn, input }));
  const fromValid = valid.length
    ? fc.constantFrom(...valid).chain((c) => mutated(c.input).map((input): Case => ({ ...c, input })))
    : fromSchema;
  const cases = fc.sample(
    fc.oneof(
      { weight: 4, arbitrary: fromValid },
      { weight: 2, arbitrary: fromSchema },
      { weight: 1, arbitrary: anyJson },
    ),
    { seed, numRuns: RUNS },
  );
  const found = new Map<string, { count: number; example: string }>();
  for (const { signedIn, input } of cases) {
    const reply = await send(input, signedIn);
    for (const problem of replyProblems(reply.status, reply.text)) {
      const seen = found.get(kindOf(problem));
      if (seen) seen.count++;
      else {
        const who = signedIn ? 'signed in' : 'anonymous';
        found.set(kindOf(problem), { count: 1, example: `${problem}\n      ${who}, input: ${shown(input)}` });
      }
    }
  }
  if (found.size) {
    const lines = [...found.values()].map(({ count, example }) => `  - ${count}/${RUNS} inputs: ${example}`);
    throw new Error(`${label}, seed ${seed} (FUZZ_SEED=${SEED}):\n${lines.join('\n')}`);
  }
}

const viaTrpc =
  (procedure: RouterProcedure): Send =>
  (input, signedIn) =>
    trpcCall(t.app, procedure, input, signedIn ? host : {});

const viaJsonRpc =
  (service: string, method: string): Send =>
  async (input, signedIn) => {
    const auth = signedIn ? { userId: host.userId, accessToken: host.accessToken } : {};
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      return rpc(t.app, service, method, input as Record<string, unknown>, auth);
    }
    // Not an object: the adapter itself must refuse it clearly.
    return request(t.app)
      .post(`/json/${service}`)
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', randomClientIp())
      .send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: input }));
  };

describe(`fuzzing every input schema (seed ${SEED}, ${RUNS} inputs per procedure and transport)`, () => {
  for (const procedure of procedures) {
    const trpcLabel = `${procedure.path} via /api/trpc`;
    it(trpcLabel, () => fuzz(procedure, trpcLabel, viaTrpc(procedure)));
    for (const { service, method } of procedure.jsonRpc) {
      const label = `${procedure.path} via /json ${service}.${method}`;
      it(label, () => fuzz(procedure, label, viaJsonRpc(service, method)));
    }
  }
});
