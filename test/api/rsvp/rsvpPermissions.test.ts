import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { invitees, users } from '../../../src/server/platform/db/schema';
import { withTextPermission } from '../../../src/shared/rsvp/rsvpForm';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { UpdateAttendanceInput, UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import type { ElkUser } from '../../../src/shared/accounts/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addInvitee,
  call,
  callError,
  createEventFor,
  headerAuth,
  type Session,
} from '../events/eventsFixtures';
import { signInByPhone } from '../auth/phoneFixtures';
import { rsvpCalls } from './rsvpFixtures';

// What a guest's answer carries besides yes or no (spec sections 4, 5, 7): the text-message permission (for a
// new guest by the token their first answer handed back; for an account, asked once), the photo upload mode of
// an RSVP link, the 1024-character message limit; and what a look at the page must not change (/ro), and the
// merge of an invitation sent to a phone into the account that signs in with that phone.

let t: TestApp;
let host: Session;
let party: ElkEvent;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'perm-host@example.com', 'Hana Host');
  party = await createEventFor(t.app, host, { title: 'Permission party', questions: [] });
});
afterAll(() => t.close());

const { rsvp, rowOf } = rsvpCalls(() => t);
/** A guest of the party whose invitation link carries `token`. */
const guestWithLink = (
  token: string,
  values: Omit<Parameters<typeof addInvitee>[1], 'eventId' | 'tokenHash'>,
) => addInvitee(t.db, { eventId: party.id, tokenHash: sha256Hex(token), ...values });
const userOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const profileOf = async (who: Session) =>
  (await call<{ elkUser: ElkUser }>(t.app, 'getElkUser', {}, who)).elkUser;

describe('the text-message permission of a guest without an account', () => {
  for (const [granted, stored] of [
    [true, true],
    [false, false],
  ] as const) {
    it(`is saved on the invitation when sent with the first answer's token (${granted ? 'GRANTED' : 'REJECTED'})`, async () => {
      const phone = granted ? '(415) 555-0161' : '(415) 555-0162';
      const first: UpdateAttendanceInput = {
        eventId: party.id,
        invitee: { name: 'Tess Text', phone, rsvpStatus: 'YES', additionalGuestCount: 1 },
      };
      const recorded = await rsvp(first);
      expect(recorded.token).toBeTruthy();
      expect((await rowOf(recorded.inviteeId!)).textPermissionGranted).toBeNull();

      // The answer repeated as before the fix (no credentials): a stranger with a known phone, nothing saved.
      const stranger = await rsvp({ ...first, textPermissionStatusUpdate: 'GRANTED' });
      expect(stranger.shouldPromptLogin).toBe(true);
      expect((await rowOf(recorded.inviteeId!)).textPermissionGranted).toBeNull();

      // As the page sends it now: with the token and invitee id the first answer handed back.
      const repeat = withTextPermission(first, recorded, granted);
      expect(repeat.token).toBe(recorded.token);
      const saved = await rsvp(repeat);
      expect(saved).toMatchObject({ shouldPromptLogin: false, inviteeId: recorded.inviteeId });
      const row = await rowOf(recorded.inviteeId!);
      expect(row.textPermissionGranted).toBe(stored);
      // The answer itself is unchanged by the repeat.
      expect(row).toMatchObject({ rsvpStatus: 'YES', additionalGuestCount: 1, phone: recorded.phone });
    });
  }
});

describe('the text-message permission of a signed-in guest', () => {
  it('is stored on the invitation and the account, and marks the account asked', async () => {
    const guest = await signInByEmail(t.app, t.db, 'perm-signed@example.com', 'Sid Signed');
    expect((await profileOf(guest)).textPermissionAskedAt).toBeNull();
    const reply = await rsvp(
      {
        eventId: party.id,
        invitee: { name: 'Sid Signed', rsvpStatus: 'YES' },
        textPermissionStatusUpdate: 'REJECTED',
      },
      guest,
    );
    expect((await rowOf(reply.inviteeId!)).textPermissionGranted).toBe(false);
    const account = await userOf(guest.userId);
    expect(account.textPermissionStatus).toBe('REJECTED');
    expect(account.grantedTextPermission).toBe(false);
    expect(account.textPermissionAskedAt).toBeInstanceOf(Date);
    const profile = await profileOf(guest);
    expect(profile.textPermissionAskedAt).toBe(account.textPermissionAskedAt!.getTime());

    // A later GRANTED from an RSVP does not overturn the account's own choice, but the invitation records it.
    await rsvp(
      {
        eventId: party.id,
        invitee: { name: 'Sid Signed', rsvpStatus: 'YES' },
        textPermissionStatusUpdate: 'GRANTED',
      },
      guest,
    );
    expect((await rowOf(reply.inviteeId!)).textPermissionGranted).toBe(true);
    expect((await userOf(guest.userId)).textPermissionStatus).toBe('REJECTED');
  });

  it('GRANTED from an RSVP becomes the account choice while it is undefined', async () => {
    const guest = await signInByEmail(t.app, t.db, 'perm-granted@example.com', 'Gus Granted');
    await rsvp(
      {
        eventId: party.id,
        invitee: { name: 'Gus Granted', rsvpStatus: 'NO' },
        textPermissionStatusUpdate: 'GRANTED',
      },
      guest,
    );
    expect(await userOf(guest.userId)).toMatchObject({
      textPermissionStatus: 'GRANTED',
      grantedTextPermission: true,
    });
  });

  it('answerTextPermissionPrompt: a dismissal is remembered without a choice; an answer records it', async () => {
    const phoneGuest = await signInByPhone(t.app, t.db, '(415) 555-0163', '+14155550163', 'Pam Phone');
    const before = await profileOf(phoneGuest);
    expect(before).toMatchObject({ textPermissionStatus: 'UNDEFINED', textPermissionAskedAt: null });

    const dismissed = await rpc(
      t.app,
      'UserService',
      'answerTextPermissionPrompt',
      { granted: null },
      headerAuth(phoneGuest),
    );
    expect(dismissed.body.error).toBeUndefined();
    const asked = await profileOf(phoneGuest);
    expect(asked.textPermissionStatus).toBe('UNDEFINED');
    expect(Math.abs(asked.textPermissionAskedAt! - Date.now())).toBeLessThan(60_000);

    await rpc(t.app, 'UserService', 'answerTextPermissionPrompt', { granted: true }, headerAuth(phoneGuest));
    const answered = await profileOf(phoneGuest);
    expect(answered).toMatchObject({ textPermissionStatus: 'GRANTED', grantedTextPermission: true });
    // The first time it was asked stays the time it was asked.
    expect(answered.textPermissionAskedAt).toBe(asked.textPermissionAskedAt);
  });

  it('answerTextPermissionPrompt needs a signed-in caller', async () => {
    const res = await rpc(t.app, 'UserService', 'answerTextPermissionPrompt', { granted: true });
    expect(res.body.error?.message).toBeTruthy();
  });
});

describe('the photo upload mode of an RSVP link (pu: manual or magic)', () => {
  it('updateAttendance stores it on the invitation; anything else is refused and changes nothing', async () => {
    const reply = await rsvp({
      eventId: party.id,
      invitee: { name: 'Mo Magic', email: 'mo@example.com', rsvpStatus: 'YES' },
      photoUploadMode: 'magic',
    });
    expect((await rowOf(reply.inviteeId!)).photoUploadMode).toBe('magic');

    const error = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      token: reply.token,
      invitee: { inviteeId: reply.inviteeId, name: 'Mo Magic', rsvpStatus: 'NO' },
      photoUploadMode: 'automatic',
    });
    expect(error.message).toBe('photoUploadMode: The photo upload mode is manual or magic.');
    expect(await rowOf(reply.inviteeId!)).toMatchObject({ rsvpStatus: 'YES', photoUploadMode: 'magic' });
  });

  it('updateAttendanceThroughEmail and updateAttendanceByLink store it too', async () => {
    const mailed = await guestWithLink('em-token-12345', {
      name: 'Em Mail',
      email: 'em@example.com',
      rsvpStatus: 'INVITED',
    });
    await call(t.app, 'updateAttendanceThroughEmail', {
      eventId: party.id,
      r: 'yes',
      token: 'em-token-12345',
      photoUploadMode: 'manual',
    });
    expect(await rowOf(mailed.id)).toMatchObject({ rsvpStatus: 'YES', photoUploadMode: 'manual' });

    const linked = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceByLink', {
      eventId: party.id,
      r: 'no',
      name: 'Lin Link',
      email: 'lin@example.com',
      photoUploadMode: 'magic',
    });
    expect(await rowOf(linked.inviteeId!)).toMatchObject({ rsvpStatus: 'NO', photoUploadMode: 'magic' });
  });
});

describe('the message to the host', () => {
  it('refuses 1025 characters with the spec limit and keeps the earlier answer', async () => {
    const first = await rsvp({
      eventId: party.id,
      invitee: { name: 'Lou Long', email: 'lou@example.com', rsvpStatus: 'YES', rsvpMessage: 'Short one' },
    });
    const again = (rsvpMessage: string) => ({
      eventId: party.id,
      token: first.token,
      invitee: { inviteeId: first.inviteeId, name: 'Lou Long', rsvpStatus: 'YES', rsvpMessage },
    });
    const error = await callError(t.app, 'updateAttendance', again('x'.repeat(1025)));
    expect(error.message).toBe('invitee.rsvpMessage: Please limit your message to 1024 characters.');
    expect((await rowOf(first.inviteeId!)).rsvpMessage).toBe('Short one');
    const fits = await rsvp(again('y'.repeat(1024)));
    expect(fits.isNonUpdate).toBe(false);
    expect((await rowOf(first.inviteeId!)).rsvpMessage).toHaveLength(1024);
  });
});

describe('the read-only page (/ro asks getEvent with the preview flag)', () => {
  it('marks nobody seen and creates no invitation, for a link holder or a signed-in reader', async () => {
    const linked = await guestWithLink('rae-token-12345', {
      name: 'Rae Readonly',
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
    });
    const reply = await call<EventPage>(t.app, 'getEvent', {
      eventId: party.id,
      inviteeUuid: linked.id,
      token: 'rae-token-12345',
      preview: true,
    });
    expect(reply.viewer.invitee?.inviteeId).toBe(linked.id);
    expect(await rowOf(linked.id)).toMatchObject({
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
      seenAt: null,
    });

    const reader = await signInByEmail(t.app, t.db, 'perm-reader@example.com', 'Reed Reader');
    const asReader = await call<EventPage>(t.app, 'getEvent', { eventId: party.id, preview: true }, reader);
    expect(asReader.viewer).toEqual({ role: 'visitor', invitee: null });
    expect(await t.db.select().from(invitees).where(eq(invitees.userId, reader.userId))).toHaveLength(0);

    // Without the flag (the ordinary page) the same visits do write: the flag is what keeps /ro quiet.
    await call(t.app, 'getEvent', { eventId: party.id, token: 'rae-token-12345' });
    expect((await rowOf(linked.id)).rsvpStatus).toBe('SEEN');
    await call(t.app, 'getEvent', { eventId: party.id }, reader);
    expect(await t.db.select().from(invitees).where(eq(invitees.userId, reader.userId))).toHaveLength(1);
  });
});

describe('merge after login by phone', () => {
  it('a guest who answered by phone signs in with that phone and finds the answer on the account', async () => {
    const anon = await rsvp({
      eventId: party.id,
      invitee: { name: 'Phil Phone', phone: '415-555-0164', rsvpStatus: 'YES', additionalGuestCount: 2 },
    });
    expect(anon.phone).toBe('+14155550164');
    const phil = await signInByPhone(t.app, t.db, '(415) 555-0164', '+14155550164', 'Phil Account');
    const reply = await call<EventPage>(t.app, 'getEvent', { eventId: party.id }, phil);
    expect(reply.viewer.role).toBe('guest');
    expect(reply.viewer.invitee).toMatchObject({
      inviteeId: anon.inviteeId,
      rsvpStatus: 'YES',
      additionalGuestCount: 2,
      isVerified: true,
    });
    expect((await rowOf(anon.inviteeId!)).userId).toBe(phil.userId);
    const mine = await t.db.select().from(invitees).where(eq(invitees.userId, phil.userId));
    expect(mine.map((row) => row.id)).toEqual([anon.inviteeId]);
  });

  it('so does a guest the host invited by phone', async () => {
    const invited = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Ivy Invited',
      phone: '+14155550165',
      rsvpStatus: 'INVITED',
    });
    const ivy = await signInByPhone(t.app, t.db, '4155550165', '+14155550165', 'Ivy');
    const answer = await rsvp({ eventId: party.id, invitee: { name: 'Ivy', rsvpStatus: 'YES' } }, ivy);
    expect(answer.inviteeId).toBe(invited.id);
    expect(await rowOf(invited.id)).toMatchObject({ userId: ivy.userId, rsvpStatus: 'YES' });
  });
});
