import type { HttpApp } from '../../helpers/rpc';
import request from 'supertest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import type { Db } from '../../../src/server/platform/db/client';
import { cohosts, invitees } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { rpc, type RpcTarget } from '../../helpers/rpc';

// Shared by the event and draft API tests: a valid event, and the rows other issues will create through their
// own procedures (invitations, cohosts), written straight to the database here.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const STEP = 15 * 60_000;

/** The first moment on the 15-minute grid at or after `ms` (event times must be on it; every zone agrees). */
export const onTimeStep = (ms: number) => Math.ceil(ms / STEP) * STEP;

export type Session = { userId: string; accessToken: string; cookie: string };
export const headerAuth = (s: Session) => ({ userId: s.userId, accessToken: s.accessToken });

export const place = {
  displayName: 'Dolores Park',
  placeName: 'Dolores Park',
  address: { address1: '19th St & Dolores St', city: 'San Francisco', admin1: 'CA', postalCode: '94114' },
  lat: 37.7596,
  lng: -122.4269,
};

export function validEvent(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Garden party',
    description: 'Bring a hat.',
    photoUrl: '/uploads/events/cover.png',
    startTime: onTimeStep(Date.now() + 2 * DAY),
    endTime: 0,
    timeZone: 'America/Los_Angeles',
    location: place,
    questions: [{ question: 'Any allergies?' }],
    // The guest picks e-mail or phone: the tests' anonymous guests answer with one of the two. What each fixed
    // preference requires is tested in rsvpContact.test.ts.
    communicationPreference: 'GUEST_CHOOSES',
    ...overrides,
  };
}

/** Calls an EventService method with the session in the request header; fails the test on an error reply. */
export async function call<T = Record<string, unknown>>(
  app: RpcTarget,
  method: string,
  params: Record<string, unknown>,
  session?: Session,
): Promise<T> {
  const res = await rpc(app, 'EventService', method, params, session ? headerAuth(session) : {});
  if (res.body.error) throw new Error(`${method} failed: ${JSON.stringify(res.body.error)}`);
  return res.body.result as T;
}

/** The JSON-RPC error of a call expected to fail. */
export async function callError(
  app: RpcTarget,
  method: string,
  params: Record<string, unknown>,
  session?: Session,
): Promise<{ code: number; message: string }> {
  const res = await rpc(app, 'EventService', method, params, session ? headerAuth(session) : {});
  if (!res.body.error)
    throw new Error(`${method} unexpectedly succeeded: ${JSON.stringify(res.body.result)}`);
  return res.body.error;
}

export const createEventFor = (app: RpcTarget, session: Session, overrides: Record<string, unknown> = {}) =>
  call<ElkEvent>(app, 'editEventDetails', { event: validEvent(overrides) }, session);

/** tRPC over HTTP as the React client sends it: queries as GET with ?input=, mutations as JSON POSTs. */
export function trpcQuery(app: HttpApp, path: string, input: unknown, cookie?: string) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const req = request(app).get(`/api/trpc/${path}${query}`);
  return cookie ? req.set('Cookie', cookie) : req;
}

export function trpcMutation(app: HttpApp, path: string, input: object, cookie?: string) {
  const req = request(app).post(`/api/trpc/${path}`).set('Content-Type', 'application/json').send(input);
  return cookie ? req.set('Cookie', cookie) : req;
}

type InviteeValues = typeof invitees.$inferInsert;

/** An invitation row (what the invites issue will create through its procedures). */
export async function addInvitee(
  db: Db,
  values: Omit<InviteeValues, 'role'> & { role?: InviteeValues['role'] },
) {
  const [row] = await db
    .insert(invitees)
    .values({ role: 'ATTENDEE', ...values })
    .returning();
  return row!;
}

/** An invitation the app sent and its guest has not opened yet, opened by the link token `token`. */
export function addUnopenedInvitation(db: Db, eventId: string, name: string, token: string) {
  return addInvitee(db, {
    eventId,
    name,
    rsvpStatus: 'INVITED',
    inviteStatus: 'SUCCESS',
    tokenHash: sha256Hex(token),
  });
}

export async function addCohost(db: Db, eventId: string, userId: string, status: 'pending' | 'accepted') {
  await db.insert(cohosts).values({ eventId, userId, status });
}
