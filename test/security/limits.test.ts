import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees, rateLimitHits, wallPosts } from '../../src/server/platform/db/schema';
import { sha256Hex } from '../../src/server/platform/auth/crypto';
import { MSG } from '../../src/shared/common/copy';
import { INVITE_BATCH_MAX, INVITE_RECIPIENTS_PER_HOUR } from '../../src/shared/guests/schema';
import {
  addInvitee,
  call,
  callError,
  createEventFor,
  type Session,
  trpcMutation,
} from '../api/events/eventsFixtures';
import { rpc, signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Regressions of issue #11's limit findings: invitations counted by recipient, sign-in codes limited per client
// address even with a session, and exported cells that cannot start a formula.

const HOUR_MS = 3_600_000;
const TOO_MANY = -32029;

let t: TestApp;
beforeAll(async () => {
  // Sends are queued, not delivered: these tests count what is let through, not the mail itself.
  t = await createTestApp({ jobs: { work: false } });
});
afterAll(() => t.close());

const limitMessage = (left: number) =>
  `You can send at most 10,000 invitations and messages an hour${left ? ` (${left.toLocaleString('en-US')} left this hour)` : ''}. Please send fewer, or try again later.`;

/** Marks `used` of the host's hourly invitation budget as spent already. */
async function spend(host: Session, used: number) {
  const windowStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
  await t.db
    .insert(rateLimitHits)
    .values({ key: `inviteRecipients:user:${host.userId}`, windowStart, count: used });
}

const statusesOf = async (eventId: string) =>
  (
    await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, eventId), eq(invitees.role, 'ATTENDEE')))
  )
    .map((row) => row.inviteStatus)
    .sort();

describe('invitations are limited by recipients per host per hour', () => {
  it('refuses a send with more recipients than the hour has left, naming the limit, and sends nobody', async () => {
    const host = await signInByEmail(t.app, t.db, 'limit-host@example.com', 'Lim Host');
    const party = await createEventFor(t.app, host, { title: 'Budget party' });
    const guests = await Promise.all(
      ['a', 'b', 'c'].map((x) =>
        addInvitee(t.db, {
          eventId: party.id,
          name: x,
          email: `${x}@limit.example`,
          inviteStatus: 'PENDING',
        }),
      ),
    );
    await spend(host, INVITE_RECIPIENTS_PER_HOUR - 2);
    const refused = await callError(t.app, 'sendInvites', { eventId: party.id }, host);
    expect(refused).toEqual({ code: TOO_MANY, message: limitMessage(2) });
    expect(await statusesOf(party.id)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    const two = guests.slice(0, 2).map((g) => g.id);
    expect(
      (await call<{ count: number }>(t.app, 'sendInvites', { eventId: party.id, inviteeIds: two }, host))
        .count,
    ).toBe(2);
    expect(await callError(t.app, 'sendInvites', { eventId: party.id }, host)).toEqual({
      code: TOO_MANY,
      message: limitMessage(0),
    });
    // Previews go to any address, so they come out of the same budget.
    expect(
      (
        await callError(
          t.app,
          'sendTemplateEmail',
          { eventId: party.id, emailAddress: 'x@limit.example' },
          host,
        )
      ).code,
    ).toBe(TOO_MANY);
  });

  it('counts a message blast to guests who never had an invitation in the same budget', async () => {
    const host = await signInByEmail(t.app, t.db, 'blast-limit-host@example.com', 'Blas Host');
    const party = await createEventFor(t.app, host, { title: 'Blast party' });
    for (const x of ['a', 'b', 'c']) {
      await addInvitee(t.db, {
        eventId: party.id,
        name: x,
        email: `${x}@blast.example`,
        inviteStatus: 'PENDING',
      });
    }
    await spend(host, INVITE_RECIPIENTS_PER_HOUR - 2);
    const blast = { eventId: party.id, isTextBlast: true, sendToStatuses: ['UNSENT'], message: 'Hello all' };
    expect(await callError(t.app, 'sendEventComment', blast, host)).toEqual({
      code: TOO_MANY,
      message: limitMessage(2),
    });
  });

  it('still sends a whole 10,000-guest CSV import at once, and nothing more that hour', async () => {
    const host = await signInByEmail(t.app, t.db, 'csv-limit-host@example.com', 'Cass Host');
    const party = await createEventFor(t.app, host, { title: 'Big list party' });
    const rows = Array.from({ length: INVITE_BATCH_MAX }, (_, i) => `Guest ${i},guest${i}@big.example`);
    const imported = await request(t.app)
      .post('/api/invites/csv')
      .set('Cookie', host.cookie)
      .field('eventId', party.id)
      .attach('multipartFile', Buffer.from(`Name,Email\n${rows.join('\n')}\n`), {
        filename: 'big.csv',
        contentType: 'text/csv',
      });
    expect(imported.body).toMatchObject({ isValid: true, added: INVITE_BATCH_MAX });
    const sent = await call<{ count: number }>(t.app, 'sendInvites', { eventId: party.id }, host);
    expect(sent.count).toBe(INVITE_BATCH_MAX);

    await call(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'One more', email: 'more@big.example' }] },
      host,
    );
    expect(await callError(t.app, 'sendInvites', { eventId: party.id }, host)).toEqual({
      code: TOO_MANY,
      message: limitMessage(0),
    });
  });
});

describe('the guest wall', () => {
  it('takes at most 60 posts an hour from one author, and counts no refused one', async () => {
    const host = await signInByEmail(t.app, t.db, 'wall-limit-host@example.com', 'Wal Host');
    const party = await createEventFor(t.app, host, { title: 'Wall limit party' });
    const windowStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    await t.db.insert(rateLimitHits).values({ key: `wallPost:user:${host.userId}`, windowStart, count: 59 });
    const post = (text: string) => trpcMutation(t.app, 'wall.post', { eventId: party.id, text }, host.cookie);
    expect((await post('The sixtieth')).status).toBe(200);
    const refused = await post('The sixty-first');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.rateLimited);
    const stored = await t.db.select().from(wallPosts).where(eq(wallPosts.eventId, party.id));
    expect(stored.map((row) => row.text)).toEqual(['The sixtieth']);
  });

  it("counts each guest's posts apart, though the party's guests share one address", async () => {
    const host = await signInByEmail(t.app, t.db, 'wall-ip-host@example.com', 'Ip Host');
    const party = await createEventFor(t.app, host, { title: 'Shared Wi-Fi party' });
    const [ann, ben] = await Promise.all(
      ['ann', 'ben'].map(async (name) => {
        const token = `${name}-wall-token-${party.id}`;
        const row = await addInvitee(t.db, {
          eventId: party.id,
          name,
          rsvpStatus: 'YES',
          inviteStatus: 'SUCCESS',
          tokenHash: sha256Hex(token),
        });
        return { inviteeUuid: row.id, token };
      }),
    );
    // Both by their link, from the same address (the party's Wi-Fi).
    const post = (link: { inviteeUuid: string; token: string }, text: string) =>
      request(t.app)
        .post('/api/trpc/wall.post')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', '198.51.100.200')
        .send({ eventId: party.id, ...link, text });
    for (let i = 1; i <= 60; i++) expect((await post(ann!, `Ann ${i}`)).status).toBe(200);
    const refused = await post(ann!, 'Ann 61');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.rateLimited);
    expect((await post(ben!, 'Ben 1')).status).toBe(200);
    const stored = await t.db.select().from(wallPosts).where(eq(wallPosts.eventId, party.id));
    expect(stored).toHaveLength(61);
    expect(stored.map((row) => row.text)).toContain('Ben 1');
    expect(stored.map((row) => row.text)).not.toContain('Ann 61');
  });
});

describe('sign-in codes', () => {
  it('a session cookie does not lift the 30-an-hour limit of the client address', async () => {
    const ip = '198.51.100.77';
    const session = await signInByEmail(t.app, t.db, 'code-limit@example.com', 'Cody');
    const sendCode = (method: string, params: Record<string, unknown>, cookie?: string) =>
      rpc(t.app, 'AuthenticationService', method, params, { ip, cookie });
    for (let i = 0; i < 30; i++) {
      const sent = await sendCode('sendEmailSignInCode', { emailAddress: `c${i}@codes.example` });
      expect(sent.body.result).toEqual({ success: true });
    }
    const refusals = [
      await sendCode('sendEmailSignInCode', { emailAddress: 'c30@codes.example' }),
      await sendCode('sendEmailSignInCode', { emailAddress: 'c31@codes.example' }, session.cookie),
      await sendCode('sendPiiVerificationCode', { pii: 'c32@codes.example' }, session.cookie),
    ];
    expect(refusals.map((res) => res.body.error?.message)).toEqual(Array(3).fill('Rate limit exceeded'));
  });
});

describe('the exported guest list', () => {
  it('neutralises a formula behind a separator or a quote, and quotes every cell', async () => {
    const host = await signInByEmail(t.app, t.db, 'export-host@example.com', 'Ex Host');
    const party = await createEventFor(t.app, host, { title: 'Export party' });
    const hostile = [';=HYPERLINK("http://evil.example","x")', ',=1+1', ' @SUM(A1)', 'Lee; -2+3'];
    for (const [i, name] of hostile.entries()) {
      await addInvitee(t.db, { eventId: party.id, name, email: `h${i}@export.example`, rsvpStatus: 'YES' });
    }
    const res = await request(t.app)
      .get(`/EventService/GetEventAttendeeCSV/${party.id}/export.csv`)
      .set('Authorization', `Basic ${Buffer.from(`${host.userId}:${host.accessToken}`).toString('base64')}`);
    expect(res.status).toBe(200);
    const lines = res.text.split(/\r?\n/).filter(Boolean);
    for (const name of hostile) {
      expect(lines.some((line) => line.includes(`"'${name.replace(/"/g, '""')}"`))).toBe(true);
    }
    // Every cell of every line is quoted, so no separator in a value can begin a new cell.
    for (const line of lines) expect(line).toMatch(/^"([^"]|"")*"(,"([^"]|"")*")*$/);
  });
});
