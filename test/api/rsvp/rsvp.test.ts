import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { answers, invitees } from '../../../src/server/platform/db/schema';
import { MSG } from '../../../src/shared/common/copy';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { rsvpCalls } from './rsvpFixtures';
import { addInvitee, call, callError, createEventFor, place, type Session } from '../events/eventsFixtures';

// EventService.updateAttendance and getEvent / getEventPreview as a guest uses them (spec sections 4, 5, 7).

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'rsvp-host@example.com', 'Hana Host');
});
afterAll(() => t.close());

const { rsvp, rowOf, page } = rsvpCalls(() => t);

describe('getEvent and getEventPreview as a guest', () => {
  let party: ElkEvent;
  let linkId: string;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Preview party' });
    linkId = (
      await addInvitee(t.db, {
        eventId: party.id,
        name: 'Lena Link',
        email: 'lena@example.com',
        tokenHash: sha256Hex('lena-token-123'),
        rsvpStatus: 'INVITED',
        inviteStatus: 'SUCCESS',
      })
    ).id;
  });

  it('returns the event and the viewer block; an anonymous visitor has no invitation and no place', async () => {
    const reply = await page({ eventId: party.id });
    expect(reply.viewer).toEqual({ role: 'visitor', invitee: null });
    expect(reply.event.location).toBeNull();
    expect(reply.event.title).toBe('Preview party');
  });

  it('getEventPreview by token shows the place and the own invitation, marks it seen and OPENED', async () => {
    const reply = await call<EventPage>(t.app, 'getEventPreview', {
      eventId: party.id,
      token: 'lena-token-123',
    });
    expect(reply.viewer.role).toBe('guest');
    expect(reply.viewer.invitee).toMatchObject({
      inviteeId: linkId,
      name: 'Lena Link',
      email: 'lena@example.com',
      rsvpStatus: 'SEEN',
      isVerified: false,
    });
    expect(reply.event.location).toEqual(place);
    const row = await rowOf(linkId);
    expect(row.rsvpStatus).toBe('SEEN');
    expect(row.inviteStatus).toBe('OPENED');
  });

  it('an invitee id without a token marks seen but does not record the invite as OPENED', async () => {
    const other = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Ida Id',
      rsvpStatus: 'INVITED',
      inviteStatus: 'TRIGGERED',
      tokenHash: sha256Hex('ida-token-123'),
    });
    await call(t.app, 'getEventPreview', { eventId: party.id, inviteeUuid: other.id });
    expect(await rowOf(other.id)).toMatchObject({ rsvpStatus: 'SEEN', inviteStatus: 'TRIGGERED' });
    await page({ eventId: party.id, inviteeUuid: other.id, token: 'ida-token-123' });
    expect((await rowOf(other.id)).inviteStatus).toBe('OPENED');
  });

  it('a stale link does not lock a known guest out, but refuses a stranger and creates nothing', async () => {
    const known = await signInByEmail(t.app, t.db, 'rsvp-known@example.com', 'Kay Known');
    const first = await page({ eventId: party.id }, known);
    expect(first.viewer.role).toBe('guest');
    const again = await page({ eventId: party.id, token: 'stale-token-123' }, known);
    expect(again.viewer.invitee?.inviteeId).toBe(first.viewer.invitee?.inviteeId);
    expect((await page({ eventId: party.id, token: 'stale-token-123' }, host)).viewer.role).toBe('host');

    const stranger = await signInByEmail(t.app, t.db, 'rsvp-stale@example.com', 'Stan');
    const error = await callError(
      t.app,
      'getEvent',
      { eventId: party.id, token: 'stale-token-123' },
      stranger,
    );
    expect(error.message).toBe('This invitation link is not valid for this party.');
    expect(await t.db.select().from(invitees).where(eq(invitees.userId, stranger.userId))).toHaveLength(0);
  });

  it('the host preview flag writes nothing', async () => {
    const fresh = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Pat Preview',
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
      tokenHash: sha256Hex('pat-token-1234'),
    });
    await page({ eventId: party.id, token: 'pat-token-1234', preview: true });
    expect(await rowOf(fresh.id)).toMatchObject({ rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' });
  });
});

describe('updateAttendance', () => {
  let party: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, {
      title: 'Answer party',
      questions: [
        { question: 'Favourite snack?', isRequired: true },
        { question: 'Vegetarian?', questionType: 'YES_NO' },
      ],
    });
  });
  const questionIds = async () => {
    const { event } = await page({ eventId: party.id }, host);
    return event.questions.map((q) => q.questionUuid);
  };

  it('signed in: answers as the caller, with +N, message and answers; yes→no clears message and +N', async () => {
    const guest = await signInByEmail(t.app, t.db, 'rsvp-signed@example.com', 'Sam Signed');
    const [snack, veggie] = await questionIds();
    const yes = await rsvp(
      {
        eventId: party.id,
        invitee: {
          name: 'Sam Signed',
          rsvpStatus: 'YES',
          additionalGuestCount: 2,
          rsvpMessage: 'See you!',
          answers: [
            { questionUuid: snack, text: 'Crisps' },
            { questionUuid: veggie, isYes: true },
          ],
        },
      },
      guest,
    );
    expect(yes).toMatchObject({
      shouldPromptLogin: false,
      token: null,
      rsvpStatus: 'YES',
      isNonUpdate: false,
    });
    const row = await rowOf(yes.inviteeId!);
    expect(row).toMatchObject({ userId: guest.userId, rsvpStatus: 'YES', additionalGuestCount: 2 });
    expect(row.rsvpMessage).toBe('See you!');
    expect(await t.db.select().from(answers).where(eq(answers.inviteeId, row.id))).toHaveLength(2);
    const { event } = await page({ eventId: party.id }, host);
    expect(event.attendingCount).toBe(1 + 3);

    const again = await rsvp(
      {
        eventId: party.id,
        invitee: { name: 'Sam Signed', rsvpStatus: 'YES', additionalGuestCount: 2, rsvpMessage: 'See you!' },
      },
      guest,
    );
    expect(again.isNonUpdate).toBe(true);

    const no = await rsvp({ eventId: party.id, invitee: { name: 'Sam Signed', rsvpStatus: 'NO' } }, guest);
    expect(no.rsvpStatus).toBe('NO');
    expect(await rowOf(yes.inviteeId!)).toMatchObject({
      rsvpStatus: 'NO',
      additionalGuestCount: 0,
      rsvpMessage: null,
    });
    expect((await page({ eventId: party.id }, host)).event.attendingCount).toBe(1);
  });

  it('enforces required questions on a yes (and not on a no), changing nothing when refused', async () => {
    const guest = await signInByEmail(t.app, t.db, 'rsvp-required@example.com', 'Rita Required');
    const error = await callError(
      t.app,
      'updateAttendance',
      { eventId: party.id, invitee: { name: 'Rita', rsvpStatus: 'YES' } },
      guest,
    );
    expect(error.message).toBe(`Favourite snack?: ${MSG.requiredField}`);
    const rows = await t.db.select().from(invitees).where(eq(invitees.userId, guest.userId));
    expect(rows.every((r) => r.rsvpStatus !== 'YES')).toBe(true);
    const no = await rsvp({ eventId: party.id, invitee: { name: 'Rita', rsvpStatus: 'NO' } }, guest);
    expect(no.rsvpStatus).toBe('NO');
  });

  it('refuses an answer to a question the party does not have', async () => {
    const guest = await signInByEmail(t.app, t.db, 'rsvp-unknownq@example.com', 'Una');
    const error = await callError(
      t.app,
      'updateAttendance',
      {
        eventId: party.id,
        invitee: {
          name: 'Una',
          rsvpStatus: 'NO',
          answers: [{ questionUuid: '00000000-0000-4000-8000-000000000009', text: 'x' }],
        },
      },
      guest,
    );
    expect(error.message).toBe('That question is not part of this party.');
  });

  it('anonymous by name and e-mail: creates a guest with a token that later updates the same row', async () => {
    const [snack] = await questionIds();
    const first = await rsvp({
      eventId: party.id,
      invitee: {
        name: 'Anna Anon',
        email: 'anna@example.com',
        rsvpStatus: 'YES',
        additionalGuestCount: 1,
        answers: [{ questionUuid: snack, text: 'Olives' }],
      },
    });
    expect(first).toMatchObject({ shouldPromptLogin: false, email: 'anna@example.com', rsvpStatus: 'YES' });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const row = await rowOf(first.inviteeId!);
    expect(row).toMatchObject({ name: 'Anna Anon', userId: null, additionalGuestCount: 1 });
    expect(row.tokenHash).toBe(sha256Hex(first.token!));

    const second = await rsvp({
      eventId: party.id,
      token: first.token,
      invitee: { inviteeId: first.inviteeId, name: 'Anna Anon', rsvpStatus: 'NO' },
    });
    expect(second.inviteeId).toBe(first.inviteeId);
    expect(second.token).toBe(first.token);
    expect(await rowOf(first.inviteeId!)).toMatchObject({ rsvpStatus: 'NO', additionalGuestCount: 0 });
    const count = await t.db.select().from(invitees).where(eq(invitees.email, 'anna@example.com'));
    expect(count).toHaveLength(1);
  });

  it('anonymous by phone works too; a contact already on the list gets shouldPromptLogin and nothing changes', async () => {
    const byPhone = await rsvp({
      eventId: party.id,
      invitee: { name: 'Paul Phone', phone: '(415) 555-0142', rsvpStatus: 'NO' },
    });
    expect(byPhone).toMatchObject({ phone: '+14155550142', rsvpStatus: 'NO', shouldPromptLogin: false });

    const existing = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Known Kim',
      email: 'kim@example.com',
      rsvpStatus: 'INVITED',
    });
    const reply = await rsvp({
      eventId: party.id,
      invitee: { name: 'Impostor', email: 'kim@example.com', rsvpStatus: 'NO' },
    });
    expect(reply).toEqual({
      inviteeId: null,
      token: null,
      shouldPromptLogin: true,
      email: null,
      phone: null,
      isNonUpdate: true,
      rsvpStatus: null,
      waitlistStatus: null,
    });
    expect(await rowOf(existing.id)).toMatchObject({ name: 'Known Kim', rsvpStatus: 'INVITED' });
  });

  it('anonymous without a contact is refused with a clear message', async () => {
    const error = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Nobody', rsvpStatus: 'NO' },
    });
    expect(error.message).toBe('Please provide a valid email or phone number.');
  });

  it('never overwrites the organizer’s yes', async () => {
    const reply = await rsvp({ eventId: party.id, invitee: { name: 'Hana Host', rsvpStatus: 'NO' } }, host);
    expect(reply.rsvpStatus).toBe('YES');
    const [row] = await t.db.select().from(invitees).where(eq(invitees.userId, host.userId));
    expect(row).toMatchObject({ role: 'ORGANIZER', rsvpStatus: 'YES' });
  });

  it('merges the anonymous RSVP into the account after sign-in (getEvent with the token claims the row)', async () => {
    const anon = await rsvp({
      eventId: party.id,
      invitee: { name: 'Mia Merge', email: 'mia@example.com', rsvpStatus: 'NO' },
    });
    const mia = await signInByEmail(t.app, t.db, 'mia@example.com', 'Mia Account');
    const reply = await page({ eventId: party.id, inviteeUuid: anon.inviteeId, token: anon.token }, mia);
    expect(reply.viewer.role).toBe('guest');
    expect(reply.viewer.invitee).toMatchObject({
      inviteeId: anon.inviteeId,
      rsvpStatus: 'NO',
      isVerified: true,
    });
    const rows = await t.db.select().from(invitees).where(eq(invitees.userId, mia.userId));
    expect(rows.map((r) => r.id)).toEqual([anon.inviteeId]);
    // Without the link, the merged row is still theirs.
    expect((await page({ eventId: party.id }, mia)).viewer.invitee?.inviteeId).toBe(anon.inviteeId);
  });

  it('merges by verified e-mail when the signed-in user opens the event without a link', async () => {
    const anon = await rsvp({
      eventId: party.id,
      invitee: { name: 'Ed Email', email: 'ed@example.com', rsvpStatus: 'NO' },
    });
    const ed = await signInByEmail(t.app, t.db, 'ed@example.com', 'Ed');
    const reply = await page({ eventId: party.id }, ed);
    expect(reply.viewer.invitee?.inviteeId).toBe(anon.inviteeId);
    expect((await rowOf(anon.inviteeId!)).userId).toBe(ed.userId);
  });
});
