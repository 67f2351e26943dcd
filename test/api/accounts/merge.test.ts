import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMergeGrants,
  coinLedger,
  events,
  invitees,
  sessions,
  signInCodes,
  users,
} from '../../../src/server/platform/db/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { codeFrom, createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import { call, validEvent } from '../events/eventsFixtures';
import { signInByPhone, smsCodeFor } from '../auth/phoneFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { userId: string; accessToken: string; cookie: string };
const auth = (s: Auth) => ({ userId: s.userId, accessToken: s.accessToken });
const sendPii = (s: Auth, pii: string) =>
  rpc(t.app, 'AuthenticationService', 'sendPiiVerificationCode', { pii }, auth(s));
const verifyPii = (s: Auth, pii: string, code: string) =>
  rpc(t.app, 'AuthenticationService', 'verifyWithPiiAndCode', { pii, code }, auth(s));
const confirm = (s: Auth, pii: string) => rpc(t.app, 'UserService', 'confirmUserMerge', { pii }, auth(s));
const emailCode = async (email: string) => codeFrom((await lastOutboxMessage(t.db, email))!.text);
const balance = async (userId: string) =>
  Number(
    (
      await t.db
        .select({ s: sql<number>`coalesce(sum(${coinLedger.delta}), 0)` })
        .from(coinLedger)
        .where(eq(coinLedger.userId, userId))
    )[0]!.s,
  );

describe('adding an e-mail or phone to the signed-in account', () => {
  it('adds a new e-mail after its code: addPiiSuccess', async () => {
    const pat = await signInByPhone(t.app, t.db, '4155550301', '+14155550301', 'Pat');
    expect((await sendPii(pat, 'Pat@Example.com')).body.result).toEqual({ success: true });
    const res = await verifyPii(pat, 'pat@example.com', await emailCode('pat@example.com'));
    expect(res.body.result).toEqual({ success: true, addPiiSuccess: { pii: 'pat@example.com' } });
    const profile = await rpc(t.app, 'EventService', 'getElkUser', {}, auth(pat));
    expect(profile.body.result.elkUser).toMatchObject({
      emails: ['pat@example.com'],
      phones: ['+14155550301'],
    });
  });

  it('adds a phone to an e-mail account', async () => {
    const em = await signInByEmail(t.app, t.db, 'em@example.com', 'Em');
    await sendPii(em, '(415) 555-0302');
    const res = await verifyPii(em, '4155550302', await smsCodeFor(t.db, '+14155550302'));
    expect(res.body.result).toEqual({ success: true, addPiiSuccess: { pii: '+14155550302' } });
  });

  it('refuses a wrong code, kills the code after 5 wrong tries, and checks the input', async () => {
    const kim = await signInByEmail(t.app, t.db, 'kim@example.com', 'Kim');
    await sendPii(kim, '4155550303');
    const code = await smsCodeFor(t.db, '+14155550303');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await verifyPii(kim, '4155550303', wrong)).body.result).toEqual({
        success: false,
        errorMessage: 'Invalid code, please try again.',
      });
    }
    expect((await verifyPii(kim, '4155550303', code)).body.result.success).toBe(false);
    expect((await sendPii(kim, 'not an email@')).body.error.message).toBe(
      'pii: Invalid email, please try again.',
    );
    expect((await sendPii(kim, '12')).body.error.message).toBe('pii: Invalid number, please try again.');
  });

  it("does not accept a code that was sent to someone else's session", async () => {
    const a = await signInByEmail(t.app, t.db, 'pa1@example.com', 'A');
    const b = await signInByEmail(t.app, t.db, 'pb1@example.com', 'B');
    await sendPii(a, '4155550304');
    const code = await smsCodeFor(t.db, '+14155550304');
    expect((await verifyPii(b, '4155550304', code)).body.result.success).toBe(false);
    expect((await verifyPii(a, '4155550304', code)).body.result.success).toBe(true);
  });

  it('needs a session', async () => {
    expect(
      (await rpc(t.app, 'AuthenticationService', 'sendPiiVerificationCode', { pii: 'x@example.com' })).body
        .error.code,
    ).toBe(-32001);
    expect(
      (await rpc(t.app, 'UserService', 'confirmUserMerge', { pii: 'x@example.com' })).body.error.code,
    ).toBe(-32001);
  });
});

describe('merging another account', () => {
  it('answers mergePrompt, then moves events, guest rows and coins, and deletes the other account', async () => {
    // Old account: signed up by e-mail, hosts a party, is a guest at Ann's party, spent 20 coins, bought 100.
    const old = await signInByEmail(t.app, t.db, 'old@example.com', 'Old Me');
    await t.db.insert(coinLedger).values([
      { userId: old.userId, delta: -20, reason: 'image_generation' },
      { userId: old.userId, delta: 100, reason: 'purchase', paymentIntentId: 'pi_merge_test' },
    ]);
    const hosted = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Old party' }) },
      old,
    );
    const ann = await signInByEmail(t.app, t.db, 'ann-host@example.com', 'Ann');
    const annParty = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: "Ann's" }) },
      ann,
    );
    const both = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Both' }) },
      ann,
    );
    await t.db.insert(invitees).values([
      {
        eventId: annParty.id,
        userId: old.userId,
        name: 'Old Me',
        rsvpStatus: 'YES',
        additionalGuestCount: 2,
      },
      { eventId: both.id, userId: old.userId, name: 'Old Me', rsvpStatus: 'NO' },
    ]);

    // New account: signed up by phone, also invited to "Both" (seen only).
    const now = await signInByPhone(t.app, t.db, '4155550310', '+14155550310', 'New Me');
    await t.db
      .insert(invitees)
      .values({ eventId: both.id, userId: now.userId, name: 'New Me', rsvpStatus: 'SEEN' });

    await sendPii(now, 'old@example.com');
    const code = await emailCode('old@example.com');
    const prompt = await verifyPii(now, 'old@example.com', code);
    expect(prompt.body.result).toEqual({ success: true, mergePrompt: { pii: 'old@example.com' } });

    const merged = await confirm(now, 'old@example.com');
    expect(merged.body.result.success).toBe(true);
    expect(merged.body.result.elkUser).toMatchObject({
      id: now.userId,
      name: 'New Me',
      emails: ['old@example.com'],
      phones: ['+14155550310'],
    });

    const [movedEvent] = await t.db.select().from(events).where(eq(events.id, hosted.id));
    expect(movedEvent!.organizerId).toBe(now.userId);
    const [hostRow] = await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, hosted.id), eq(invitees.role, 'ORGANIZER')));
    expect(hostRow).toMatchObject({ userId: now.userId, name: 'New Me' });
    const [guestRow] = await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, annParty.id), eq(invitees.userId, now.userId)));
    expect(guestRow).toMatchObject({ rsvpStatus: 'YES', additionalGuestCount: 2 });
    // Both were invited to "Both": one row stays, the one that answered (NO beats SEEN).
    const bothRows = await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, both.id), eq(invitees.userId, now.userId)));
    expect(bothRows).toHaveLength(1);
    expect(bothRows[0]!.rsvpStatus).toBe('NO');

    // One sign-up grant of 60 for the one person; the purchase and the spend both count.
    expect(await balance(now.userId)).toBe(60 - 20 + 100);
    const grants = await t.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, now.userId), eq(coinLedger.reason, 'signup_grant')));
    expect(grants).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, old.userId))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, old.userId))).toHaveLength(0);
    const oldSession = await rpc(t.app, 'EventService', 'getElkUser', {}, auth(old));
    expect(oldSession.body.error.code).toBe(-32001);

    // The merged e-mail now signs in to the surviving account.
    await t.db.delete(signInCodes).where(eq(signInCodes.address, 'old@example.com'));
    const again = await signInByEmail(t.app, t.db, 'old@example.com');
    expect(again.userId).toBe(now.userId);
    const list = await call<{ events: { id: string }[] }>(t.app, 'fetchEvents', {}, again);
    expect(list.events.map((e) => e.id).sort()).toEqual([hosted.id, annParty.id, both.id].sort());
  });

  it('refuses confirmUserMerge without a fresh proof, and a proof works once', async () => {
    const victim = await signInByEmail(t.app, t.db, 'victim@example.com', 'Victim');
    const attacker = await signInByEmail(t.app, t.db, 'attacker@example.com', 'Attacker');
    const refused = await confirm(attacker, 'victim@example.com');
    expect(refused.body.error).toEqual({
      code: -32003,
      message: 'Please verify that email or phone number again before merging.',
    });
    expect(await t.db.select().from(users).where(eq(users.id, victim.userId))).toHaveLength(1);

    const mover = await signInByPhone(t.app, t.db, '4155550320', '+14155550320', 'Mover');
    await sendPii(mover, 'victim@example.com');
    await verifyPii(mover, 'victim@example.com', await emailCode('victim@example.com'));
    await t.db
      .update(accountMergeGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountMergeGrants.userId, mover.userId));
    expect((await confirm(mover, 'victim@example.com')).body.error.code).toBe(-32003);
  });

  it("keeps the other account's sign-up coins when this account never finished its profile", async () => {
    const full = await signInByEmail(t.app, t.db, 'full@example.com', 'Full');
    const bare = await signInByPhone(t.app, t.db, '4155550340', '+14155550340');
    expect(await balance(bare.userId)).toBe(0);
    await sendPii(bare, 'full@example.com');
    await verifyPii(bare, 'full@example.com', await emailCode('full@example.com'));
    expect((await confirm(bare, 'full@example.com')).body.result.success).toBe(true);
    expect(await balance(bare.userId)).toBe(60);
    expect(await balance(full.userId)).toBe(0);
  });

  it('adds the address instead when the other account has gone in the meantime', async () => {
    const gone = await signInByEmail(t.app, t.db, 'gone@example.com', 'Gone');
    const stay = await signInByPhone(t.app, t.db, '4155550330', '+14155550330', 'Stay');
    await sendPii(stay, 'gone@example.com');
    await verifyPii(stay, 'gone@example.com', await emailCode('gone@example.com'));
    await rpc(t.app, 'UserService', 'deleteAccount', {}, auth(gone));
    const res = await confirm(stay, 'gone@example.com');
    expect(res.body.error).toBeUndefined();
    expect(res.body.result.elkUser.emails).toEqual(['gone@example.com']);
  });
});
