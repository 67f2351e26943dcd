import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerProcedures } from '../helpers/routerProcedures';
import {
  type Cast,
  createCast,
  createWorld,
  accountOf,
  ROLES,
  type Role,
  secretsHiddenFrom,
  signInPerson,
  type World,
} from '../helpers/securityFixtures';
import { type SpotifyStandIn, startSpotifyStandIn } from '../helpers/spotifyStandIn';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { trpcCall } from '../helpers/trpcHttp';
import { type InputCase, MATRIX_INPUTS, type Scope } from './permissionInputs';
import { type MatrixKey, pathOf, PERMISSION_MATRIX } from './permissionMatrix';
import { cellProblem } from './permissionOutcome';

// Issue #11: every procedure of the router × every role, each with its expected outcome (permissionMatrix.ts).
// A failing cell reads "role: expected deny, got 200 ok" (or what leaked), one test per matrix key.

let t: TestApp;
let cast: Cast;
let sharedWorld: World;
// Song requests need a music service: a local stand-in of Spotify's, so its procedures are called for real.
let spotify: SpotifyStandIn;
beforeAll(async () => {
  spotify = await startSpotifyStandIn({ clientId: 'matrix-client', clientSecret: 'matrix-secret' });
  t = await createTestApp({ env: spotify.env() });
  cast = await createCast(t);
  sharedWorld = await createWorld(cast);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await spotify?.close();
});

const procedures = routerProcedures();
const procedureAt = new Map(procedures.map((procedure) => [procedure.path, procedure]));
const matrixKeys = Object.keys(PERMISSION_MATRIX).sort();

/** Outsiders first, the host last: in a world shared by a key's callers, nobody's call spoils a later one's. */
const CALL_ORDER: Role[] = [
  'anonymous',
  'inviteeIdOnly',
  'guestToken',
  'stranger',
  'otherGuest',
  'removedCohost',
  'removedCohostWithIds',
  'guestSession',
  'cohost',
  'host',
];

describe('the matrix covers the router exactly', () => {
  it('names every procedure of appRouter and nothing else (a new procedure needs its row)', () => {
    const named = new Set(matrixKeys.map(pathOf));
    expect({
      missingFromMatrix: procedures.map((p) => p.path).filter((path) => !named.has(path)),
      notInRouter: [...named].filter((path) => !procedureAt.has(path)),
    }).toEqual({ missingFromMatrix: [], notInRouter: [] });
  });

  it('has a row for every role and an input for every key', () => {
    expect(Object.keys(MATRIX_INPUTS).sort()).toEqual(matrixKeys);
    for (const key of matrixKeys)
      expect(Object.keys(PERMISSION_MATRIX[key]!).sort()).toEqual([...ROLES].sort());
  });
});

async function callCell(key: MatrixKey, spec: InputCase, world: World, role: Role): Promise<string | null> {
  const procedure = procedureAt.get(pathOf(key))!;
  const caller = world.caller(role);
  const input = await spec.input(world, caller, t);
  const reply = await trpcCall(t.app, procedure, input, caller.person ?? {});
  const secrets = spec.showsEveryonesData ? [] : secretsHiddenFrom(world, role);
  const problem = cellProblem(PERMISSION_MATRIX[key]![role], reply, secrets);
  return problem && `${role}: ${problem}`;
}

/** Every cell of one key, each on the world its scope asks for; the problems found. */
async function runKey(key: MatrixKey): Promise<string[]> {
  const spec = MATRIX_INPUTS[key]!;
  const fresh = () => createWorld(cast, { hasWaitlist: spec.hasWaitlist });
  const problems: (string | null)[] = [];
  if (spec.scope === 'shared' || spec.scope === 'procedure') {
    const world = spec.scope === 'shared' ? sharedWorld : await fresh();
    for (const role of CALL_ORDER) problems.push(await callCell(key, spec, world, role));
  } else {
    for (const role of CALL_ORDER) {
      let world: World;
      if (spec.scope === 'cell') world = await fresh();
      else if (accountOf(role)) {
        const account = accountOf(role)!;
        const person = await signInPerson(t, account);
        world = await createWorld(cast, { replace: { role: account, person } });
      } else world = sharedWorld;
      problems.push(await callCell(key, spec, world, role));
    }
  }
  return problems.filter((problem): problem is string => problem !== null);
}

// Shared-world keys first, so the others' fresh worlds (and what their calls add to the accounts) come later.
const SCOPE_ORDER: Scope[] = ['shared', 'procedure', 'cell', 'account'];

for (const scope of SCOPE_ORDER) {
  describe(`permission matrix (${scope} scope)`, () => {
    for (const key of matrixKeys.filter((k) => MATRIX_INPUTS[k]?.scope === scope)) {
      it(key, async () => {
        expect(await runKey(key)).toEqual([]);
      });
    }
  });
}
