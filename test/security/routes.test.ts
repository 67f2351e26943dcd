import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureRoutesOf } from '../../src/server/app/routeList';
import { createErrorReporter } from '../../src/server/platform/providers/errors';
import { place } from '../api/events/eventsFixtures';
import {
  type Cast,
  createCast,
  createWorld,
  secretsHiddenFrom,
  type World,
} from '../helpers/securityFixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ROUTE_CALLS } from './routeRequests';
import { type Cell, ROUTE_TABLE, TABLE_ROLES, type TableRole } from './routeTable';

// Issue 41: every Express route the features declare × every role, each with its expected status
// (routeTable.ts), like the procedures' permission matrix. A failing cell reads "stranger: expected 403, got
// 200 …", one test per route.

// Google sign-in is configured (never called: the start only builds the provider's address, and a return
// without its state is refused before any exchange), so its routes answer as in production.
const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'route-table-client',
  GOOGLE_CLIENT_SECRET: 'route-table-secret',
  GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
};

let t: TestApp;
let cast: Cast;
let world: World;
beforeAll(async () => {
  t = await createTestApp({ env: GOOGLE_ENV });
  cast = await createCast(t);
  world = await createWorld(cast);
}, 120_000);
afterAll(() => t?.close());

const routeKeys = () => {
  const reporter = createErrorReporter(undefined, t.deps.logger);
  return featureRoutesOf({ ...t.deps, reporter }).flatMap((route) =>
    route.paths.map((path) => ({ key: `${route.method.toUpperCase()} ${path}`, access: route.access })),
  );
};

describe('the route table covers the declared routes exactly', () => {
  it('names every route of every feature and nothing else (a new route needs its row)', () => {
    const declared = routeKeys().map((route) => route.key);
    const named = Object.keys(ROUTE_TABLE);
    expect({
      missingFromTable: declared.filter((key) => !named.includes(key)),
      notDeclared: named.filter((key) => !declared.includes(key)),
    }).toEqual({ missingFromTable: [], notDeclared: [] });
    expect(Object.keys(ROUTE_CALLS).sort()).toEqual([...named].sort());
  });

  it('says who each route is for as its builder does', () => {
    const declared = Object.fromEntries(routeKeys().map((route) => [route.key, route.access]));
    const tabled = Object.fromEntries(Object.entries(ROUTE_TABLE).map(([key, row]) => [key, row.access]));
    expect(tabled).toEqual(declared);
  });
});

/** Outsiders first, the host last: nobody's call spoils a later one's. */
const CALL_ORDER: TableRole[] = [
  'anonymous',
  'inviteeIdOnly',
  'guestToken',
  'stranger',
  'guestSession',
  'cohost',
  'host',
];

/** A calendar program unfolds lines longer than 75 octets (RFC 5545 3.1): so does the check. */
const unfolded = (text: string) => text.replace(/\r?\n[ \t]/g, '');
const showsPlace = (text: string) => unfolded(text).includes(place.address.address1);

/** Why a reply is not the cell's, or null. */
function cellProblem(
  key: string,
  expected: Cell,
  status: number,
  text: string,
  role: TableRole,
): string | null {
  const wanted = expected === 'visitor' ? 200 : expected;
  const got = `${status} ${text.slice(0, 120).replace(/\s+/g, ' ')}`;
  if (status !== wanted) return `expected ${expected}, got ${got}`;
  if (status >= 300) return null;
  if (ROUTE_TABLE[key]!.access === 'viewer' && showsPlace(text) !== (expected !== 'visitor')) {
    return expected === 'visitor' ? 'a visitor, but the reply shows the place' : 'the reply lacks the place';
  }
  const leaked = secretsHiddenFrom(world, role).filter((secret) => unfolded(text).includes(secret.value));
  return leaked.length
    ? `${status}, but the reply shows the ${leaked.map((s) => s.name).join(', the ')}`
    : null;
}

describe('route table', () => {
  for (const [key, row] of Object.entries(ROUTE_TABLE)) {
    it(key, async () => {
      const problems: string[] = [];
      for (const role of CALL_ORDER) {
        const expected = row.cells[TABLE_ROLES.indexOf(role)]!;
        const res = await ROUTE_CALLS[key]!(t, world, world.caller(role));
        const text =
          typeof res.text === 'string' ? res.text : Buffer.isBuffer(res.body) ? '' : JSON.stringify(res.body);
        const problem = cellProblem(key, expected, res.status, text ?? '', role);
        if (problem) problems.push(`${role}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
