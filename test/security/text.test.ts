import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, wallPosts } from '../../src/server/platform/db/schema';
import { MSG } from '../../src/shared/common/copy';
import {
  createEventFor,
  headerAuth,
  type Session,
  trpcMutation,
  validEvent,
} from '../api/events/eventsFixtures';
import { rpc, signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Text PostgreSQL cannot store (a NUL byte; half of a UTF-16 surrogate pair, which jsonb refuses) is refused by
// the input schemas with a field error, on every path a visitor or a signed-in person can reach, never a 500.

let t: TestApp;
let host: Session;
let partyId: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'text-host@example.com', 'Tess Host');
  partyId = (await createEventFor(t.app, host)).id as string;
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\ud800';

type Case = [label: string, service: string, method: string, params: () => Record<string, unknown>];

const anonymous: Case[] = [
  [
    'e-mail sign-in code',
    'AuthenticationService',
    'sendEmailSignInCode',
    () => ({ emailAddress: `a${NUL}b@example.com` }),
  ],
  [
    'e-mail sign-in',
    'AuthenticationService',
    'signInWithEmailAndCode',
    () => ({ emailAddress: `a${NUL}b@example.com`, code: '123456' }),
  ],
  [
    'authenticate',
    'AuthenticationService',
    'authenticate',
    () => ({ deviceId: `WEB${NUL}`, verifiedEmailAddress: 'a@example.com', firebaseIDToken: `x${NUL}y` }),
  ],
  [
    'refresh',
    'AuthenticationService',
    'refetchAccessToken',
    () => ({ userId: randomUUID(), deviceId: `d${NUL}`, refreshToken: `r${NUL}` }),
  ],
  [
    'refresh-token link',
    'AuthenticationService',
    'signInWithRefreshToken',
    () => ({ userId: randomUUID(), refreshToken: `r${NUL}` }),
  ],
  [
    'anonymous RSVP',
    'EventService',
    'updateAttendance',
    () => ({ eventId: partyId, invitee: { name: `Ann${NUL}`, email: 'ann@example.com', rsvpStatus: 'YES' } }),
  ],
  [
    'anonymous RSVP message',
    'EventService',
    'updateAttendance',
    () => ({
      eventId: partyId,
      invitee: { name: 'Ann', email: 'ann2@example.com', rsvpStatus: 'YES', rsvpMessage: `hi${LONE}` },
    }),
  ],
  [
    'RSVP link',
    'EventService',
    'updateAttendanceByLink',
    () => ({ eventId: partyId, r: 'yes', name: `Lin${NUL}`, email: 'lin@example.com' }),
  ],
  ['AI description', 'ThemeService', 'getEventDescription', () => ({ eventName: `Party${NUL}` })],
];

const signedIn: Case[] = [
  ['profile', 'EventService', 'updateElkUser', () => ({ elkUser: { name: `Tess${NUL}` } })],
  ['event', 'EventService', 'editEventDetails', () => ({ event: validEvent({ title: `Garden${NUL}` }) })],
  [
    'event location',
    'EventService',
    'editEventDetails',
    () => ({ event: validEvent({ location: { displayName: `Park${NUL}` } }) }),
  ],
  ['draft', 'EventService', 'editEventDraft', () => ({ event: { title: `Draft ${LONE}` } })],
  [
    'draft question',
    'EventService',
    'editEventDraft',
    () => ({ event: { questions: [{ question: `Why${NUL}?` }] } }),
  ],
  ['comment', 'EventService', 'sendEventComment', () => ({ eventId: partyId, message: `hello${NUL}` })],
  [
    'guest',
    'EventService',
    'queueInvites',
    () => ({ eventId: partyId, invitees: [{ name: `Gus${NUL}`, email: 'gus@example.com' }] }),
  ],
  [
    'cohost',
    'EventService',
    'addCohost',
    () => ({ eventId: partyId, cohost: { name: `Co${NUL}`, email: 'co@example.com' } }),
  ],
  [
    'merge address',
    'AuthenticationService',
    'sendPiiVerificationCode',
    () => ({ pii: `a${NUL}@example.com` }),
  ],
];

async function expectRefused(
  service: string,
  method: string,
  params: Record<string, unknown>,
  who?: Session,
) {
  const res = await rpc(t.app, service, method, params, who ? headerAuth(who) : {});
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(res.body.error?.code, JSON.stringify(res.body)).toBe(-32602);
  expect(res.body.error.message).toContain(MSG.unsupportedCharacters);
}

describe('unsupported characters in text fields', () => {
  it.each(anonymous)('are refused for a visitor: %s', async (_label, service, method, params) => {
    await expectRefused(service, method, params());
  });

  it.each(signedIn)('are refused for a signed-in host: %s', async (_label, service, method, params) => {
    await expectRefused(service, method, params(), host);
  });

  it('are refused in the request header too', async () => {
    const res = await rpc(t.app, 'EventService', 'getEvent', {
      eventId: partyId,
      header: { deviceId: `WEB${NUL}`, requestId: 'r1' },
    });
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe(-32602);
  });

  it('are refused over tRPC with a field error, and no draft is stored', async () => {
    const res = await trpcMutation(
      t.app,
      'drafts.editEventDraft',
      { event: { title: 'Fine', location: { address: { city: `Oak${LONE}land` } } } },
      host.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`event.location.address.city: ${MSG.unsupportedCharacters}`);
    expect(res.body.error.data.fieldErrors).toEqual({ event: [MSG.unsupportedCharacters] });
    expect(await t.db.select().from(drafts)).toEqual([]);
  });

  it('are refused in a guest wall post over tRPC with a field error, and nothing is posted', async () => {
    for (const bad of [`hello${NUL}`, `hello ${LONE}`]) {
      const res = await trpcMutation(
        t.app,
        'wall.post',
        { eventId: partyId, postId: randomUUID(), text: bad },
        host.cookie,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(`text: ${MSG.unsupportedCharacters}`);
      expect(res.body.error.data.fieldErrors).toEqual({ text: [MSG.unsupportedCharacters] });
    }
    expect(await t.db.select().from(wallPosts)).toEqual([]);
  });

  it('still takes ordinary text: emoji (surrogate pairs), accents and line breaks', async () => {
    const res = await trpcMutation(
      t.app,
      'drafts.editEventDraft',
      { event: { title: 'Fête 🎉', description: 'Line one\nLine two' } },
      host.cookie,
    );
    expect(res.status).toBe(200);
  });

  it('in a CSV import are a row error on that line, not a 500, and the other rows are added', async () => {
    const csv = `Name,Email\nAnn${NUL}Lee,ann.nul@example.com\nBo,bo.ok@example.com\n`;
    const res = await request(t.app)
      .post('/api/invites/csv')
      .set('Cookie', host.cookie)
      .field('eventId', partyId)
      .attach('multipartFile', Buffer.from(csv), { filename: 'nul.csv', contentType: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isValid: true,
      added: 1,
      errors: [{ line: 2, message: MSG.unsupportedCharacters }],
    });
  });
});
