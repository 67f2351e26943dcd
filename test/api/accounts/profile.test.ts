import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  coinLedger,
  events,
  invitees,
  messages,
  questions,
  users,
} from '../../../src/server/platform/db/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, validEvent } from '../events/eventsFixtures';
import { signInByPhone } from '../auth/phoneFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { userId: string; accessToken: string };
const auth = (s: Auth) => ({ userId: s.userId, accessToken: s.accessToken });
const update = (s: Auth, elkUser: Record<string, unknown>) =>
  rpc(t.app, 'EventService', 'updateElkUser', { elkUser }, auth(s));

describe('updateElkUser', () => {
  it('changes only the fields given and shows the new name on the host row of own parties', async () => {
    const s = await signInByEmail(t.app, t.db, 'edit@example.com', 'Edit Me');
    const party = await call<{ id: string }>(t.app, 'editEventDetails', { event: validEvent() }, s);
    const renamed = await update(s, { name: '  Edited Name ' });
    expect(renamed.body.result.elkUser).toMatchObject({ name: 'Edited Name', emails: ['edit@example.com'] });
    const [hostRow] = await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, party.id), eq(invitees.role, 'ORGANIZER')));
    expect(hostRow!.name).toBe('Edited Name');

    const consent = await update(s, { grantedTextPermission: true });
    expect(consent.body.result.elkUser).toMatchObject({
      name: 'Edited Name',
      grantedTextPermission: true,
      textPermissionStatus: 'GRANTED',
    });
    const declined = await update(s, { grantedTextPermission: false });
    expect(declined.body.result.elkUser.textPermissionStatus).toBe('REJECTED');
  });

  it('refuses an empty name, an empty update and a picture address we cannot show', async () => {
    const s = await signInByEmail(t.app, t.db, 'bad-edit@example.com', 'Bad Edit');
    expect((await update(s, { name: '   ' })).body.error).toEqual({
      code: -32602,
      message: 'elkUser.name: Name is a required field.',
    });
    expect((await update(s, {})).body.error.message).toBe('elkUser: Nothing to update.');
    expect((await update(s, { photoUrl: 'javascript:alert(1)' })).body.error.code).toBe(-32602);
    for (const photoUrl of [
      'http://lh3.googleusercontent.com/a/photo',
      'https://tracker.example/pixel.png',
      'https://user:pw@lh3.googleusercontent.com/a/photo',
      '/uploads/../secrets.txt',
      'http://cdn.example.com/events/user_images/u1/me-1.webp',
      '//evil.example/x.png',
    ]) {
      expect((await update(s, { photoUrl })).body.error, photoUrl).toEqual({
        code: -32602,
        message: 'elkUser.photoUrl: That picture address is not one we can show.',
      });
    }
    // The identity provider's photo host and our stored uploads (on disk or in an S3 bucket) are fine.
    for (const photoUrl of [
      'https://lh3.googleusercontent.com/a/ACg8ocJ-photo=s96-c',
      '/uploads/events/user_images/0b7e/me-1700000000000.webp',
      'https://cdn.example.com/media/events/user_images/0b7e/me-1700000000000.webp',
    ]) {
      expect((await update(s, { photoUrl })).body.result.elkUser.photoUrl).toBe(photoUrl);
    }
    const profile = await rpc(t.app, 'EventService', 'getElkUser', {}, auth(s));
    expect(profile.body.result.elkUser.name).toBe('Bad Edit');
  });

  it('stores an uploaded profile picture (webp, svg, avif...) and removes it with null', async () => {
    const s = await signInByEmail(t.app, t.db, 'picture@example.com', 'Picture');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="250" fill="#9231b2"/></svg>',
    );
    const webp = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#00aa88' } })
      .webp()
      .toBuffer();
    for (const [file, name] of [
      [svg, 'me.svg'],
      [webp, 'me.webp'],
    ] as const) {
      const uploaded = await request(t.app)
        .post('/api/uploads/image')
        .set('X-Elk-Upload', '1')
        .set('Cookie', s.cookie)
        .field('purpose', 'profile')
        .attach('file', file, name);
      expect(uploaded.status).toBe(201);
      const saved = await update(s, { photoUrl: uploaded.body.url });
      expect(saved.body.result.elkUser.photoUrl).toBe(uploaded.body.url);
      expect((await request(t.app).get(uploaded.body.url)).status).toBe(200);
    }
    const removed = await update(s, { photoUrl: null });
    expect(removed.body.result.elkUser.photoUrl).toBeNull();
  });

  it('needs a session', async () => {
    const res = await rpc(t.app, 'EventService', 'updateElkUser', { elkUser: { name: 'X' } });
    expect(res.body.error.code).toBe(-32001);
  });
});

describe('optOut and the merge nudge', () => {
  it('optOut withdraws text permission and records the opt-out', async () => {
    const s = await signInByPhone(t.app, t.db, '4155550401', '+14155550401', 'Texter');
    await update(s, { grantedTextPermission: true });
    expect((await rpc(t.app, 'UserService', 'optOut', {}, auth(s))).body.result).toEqual({ success: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, s.userId));
    expect(row).toMatchObject({ grantedTextPermission: false, textPermissionStatus: 'REJECTED' });
    expect(row!.optedOutAt).toBeInstanceOf(Date);
  });

  it('snoozeMergeNudge records when the nudge was put off', async () => {
    const s = await signInByPhone(t.app, t.db, '4155550402', '+14155550402', 'Snoozer');
    const before = (await rpc(t.app, 'EventService', 'getElkUser', {}, auth(s))).body.result.elkUser;
    expect(before.mergeNudgeSnoozedAt).toBeNull();
    await rpc(t.app, 'UserService', 'snoozeMergeNudge', {}, auth(s));
    const after = (await rpc(t.app, 'EventService', 'getElkUser', {}, auth(s))).body.result.elkUser;
    expect(Math.abs(after.mergeNudgeSnoozedAt - Date.now())).toBeLessThan(60_000);
  });
});

describe('deleteAccount', () => {
  it("deletes the person's parties and data, and keeps their answers in other parties anonymous", async () => {
    const host = await signInByEmail(t.app, t.db, 'other-host@example.com', 'Other Host');
    const party = await call<{ id: string }>(t.app, 'editEventDetails', { event: validEvent() }, host);
    const leaver = await signInByEmail(t.app, t.db, 'leaver@example.com', 'Leaver');
    const own = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Mine' }) },
      leaver,
    );
    const [row] = await t.db
      .insert(invitees)
      .values({
        eventId: party.id,
        userId: leaver.userId,
        name: 'Leaver',
        email: 'leaver@example.com',
        rsvpStatus: 'YES',
        additionalGuestCount: 1,
        rsvpMessage: 'See you!',
      })
      .returning();
    const [question] = await t.db.select().from(questions).where(eq(questions.eventId, party.id));
    await t.db.insert(answers).values({ inviteeId: row!.id, questionId: question!.id, text: 'Peanuts' });
    await t.db
      .insert(messages)
      .values({ eventId: party.id, senderUserId: leaver.userId, senderName: 'Leaver', message: 'Hi!' });

    const res = await rpc(t.app, 'UserService', 'deleteAccount', {}, auth(leaver));
    expect(res.body.result).toEqual({ success: true });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/authToken=;/);

    expect(await t.db.select().from(users).where(eq(users.id, leaver.userId))).toHaveLength(0);
    expect(await t.db.select().from(events).where(eq(events.id, own.id))).toHaveLength(0);
    expect(await t.db.select().from(coinLedger).where(eq(coinLedger.userId, leaver.userId))).toHaveLength(0);
    const [kept] = await t.db.select().from(invitees).where(eq(invitees.id, row!.id));
    expect(kept).toMatchObject({
      userId: null,
      name: '',
      email: null,
      rsvpMessage: null,
      rsvpStatus: 'YES',
      additionalGuestCount: 1,
    });
    expect(await t.db.select().from(answers).where(eq(answers.inviteeId, row!.id))).toHaveLength(0);
    expect(await t.db.select().from(messages).where(eq(messages.eventId, party.id))).toHaveLength(0);
    const [hostParty] = await t.db.select().from(events).where(eq(events.id, party.id));
    expect(hostParty).toBeDefined();
    const going = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(invitees)
      .where(and(eq(invitees.eventId, party.id), eq(invitees.rsvpStatus, 'YES')));
    expect(Number(going[0]!.n)).toBe(2);

    // Final: the same e-mail signs up as a new, empty account.
    const back = await signInByEmail(t.app, t.db, 'leaver@example.com');
    expect(back.userId).not.toBe(leaver.userId);
    expect((await rpc(t.app, 'EventService', 'getHasElkProfile', {}, auth(back))).body.result).toEqual({
      existingElkProfile: false,
    });
  });

  it("removes the person's stored pictures, but not a cover another person's party still shows", async () => {
    const host = await signInByEmail(t.app, t.db, 'cover-host@example.com', 'Cover Host');
    const party = await call<{ id: string }>(t.app, 'editEventDetails', { event: validEvent() }, host);
    const leaver = await signInByEmail(t.app, t.db, 'pictures@example.com', 'Pictures');
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = async (purpose: 'profile' | 'cover', name: string) => {
      const res = await request(t.app)
        .post('/api/uploads/image')
        .set('X-Elk-Upload', '1')
        .set('Cookie', leaver.cookie)
        .field('purpose', purpose)
        .attach('file', image, name);
      expect(res.status).toBe(201);
      return res.body.url as string;
    };
    const picture = await upload('profile', 'me.png');
    await update(leaver, { photoUrl: picture });
    const ownCover = await upload('cover', 'own.png');
    await call(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Mine', photoUrl: ownCover }) },
      leaver,
    );
    // A cover they put on someone else's party (as a cohost would) belongs to that invitation now.
    const sharedCover = await upload('cover', 'shared.png');
    await t.db.update(events).set({ photoUrl: sharedCover }).where(eq(events.id, party.id));
    for (const url of [picture, ownCover, sharedCover])
      expect((await request(t.app).get(url)).status).toBe(200);

    expect((await rpc(t.app, 'UserService', 'deleteAccount', {}, auth(leaver))).body.result).toEqual({
      success: true,
    });
    expect((await request(t.app).get(picture)).status).toBe(404);
    expect((await request(t.app).get(ownCover)).status).toBe(404);
    expect((await request(t.app).get(sharedCover)).status).toBe(200);
  });
});
