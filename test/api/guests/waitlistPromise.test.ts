import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, invitees } from '../../../src/server/platform/db/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import { mailHtmlProblems } from '../../helpers/mailHtml';
import { calendarPart, mimeParts, textPart } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import type { TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';
import {
  answerAnonymously,
  appOnSmtp,
  mailsTo,
  settle,
  type Smtp,
  waitFor,
} from '../notifications/notificationsFixtures';
import { startSmtpServer } from '../../helpers/smtpServer';
import { rsvpCalls } from '../rsvp/rsvpFixtures';

// The waitlist keeps its promise (issue 38): asking to join reveals nothing visitors do not see (the place,
// the calendar file, in the page and in the mail), until the host approves; the guest is told the decision
// ("You're in" with the place and .ics, "Not this time" without); approval gates the public link only; and
// decisions stick (turning the waitlist off, re-sending a yes, a cancellation's notice).

const STREET = '19th St & Dolores St';
const htmlPart = (raw: string) =>
  mimeParts(raw).find((p) => /Content-Type: text\/html/i.test(p.headers))!.body;

let smtp: Smtp;
let t: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  host = await signInByEmail(t.app, t.db, 'wp-host@example.com', 'Wren Host');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { rsvp, rowOf, page } = rsvpCalls(() => t);

const review = (eventId: string, inviteeUuid: string, waitlistStatus: string) =>
  call(t.app, 'reviewAttendee', { eventId, inviteeUuid, waitlistStatus }, host);

async function icsOf(eventId: string, inviteeUuid: string, token: string) {
  const res = await request(t.app)
    .get(`/api/event/${eventId}/calendar.ics`)
    .query({ iu: inviteeUuid, token });
  expect(res.status).toBe(200);
  return res.text;
}

describe('asking to join', () => {
  it('shows no place until the host approves, then tells the guest with the place and the .ics', async () => {
    const party = await createEventFor(t.app, host, { title: 'Rooftop', hasWaitlist: true, questions: [] });
    const asked = await answerAnonymously(t, party.id, {
      name: 'Ada Asker',
      email: 'ada.asker@example.com',
      rsvpStatus: 'YES',
    });
    expect(asked.waitlistStatus).toBe('PENDING_APPROVAL');
    const own = { eventId: party.id, inviteeUuid: asked.inviteeId, token: asked.token };
    const waiting = await page(own);
    expect(waiting.viewer.invitee).toMatchObject({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' });
    expect(waiting.event.location).toBeNull();
    expect(await icsOf(party.id, asked.inviteeId!, asked.token!)).not.toContain('Dolores');

    const askedMail = await waitFor(
      () => mailsTo(smtp, 'ada.asker@example.com', /^You asked to join Rooftop$/)[0],
      'the "You asked to join" mail',
    );
    expect(askedMail.raw).not.toContain('Dolores');
    expect(askedMail.raw).not.toContain('text/calendar');
    expect(await mailHtmlProblems(htmlPart(askedMail.raw))).toEqual([]);

    await review(party.id, asked.inviteeId!, 'APPROVED');
    const inMail = await waitFor(
      () => mailsTo(smtp, 'ada.asker@example.com', /^You're in: Rooftop$/)[0],
      'the "You\'re in" mail',
    );
    expect(textPart(inMail.raw)).toContain(STREET);
    expect(calendarPart(inMail.raw)).toContain('METHOD:REQUEST');
    expect(await mailHtmlProblems(htmlPart(inMail.raw))).toEqual([]);
    expect((await page(own)).event.location?.placeName).toBe('Dolores Park');
    expect(await icsOf(party.id, asked.inviteeId!, asked.token!)).toContain('Dolores');
  });

  it('tells a denied guest "Not this time", shows them nothing more, and keeps them out when the waitlist goes', async () => {
    const party = await createEventFor(t.app, host, { title: 'Loft', hasWaitlist: true, questions: [] });
    const asked = await answerAnonymously(t, party.id, {
      name: 'Dee Denied',
      email: 'dee.denied@example.com',
      rsvpStatus: 'YES',
    });
    const own = { eventId: party.id, inviteeUuid: asked.inviteeId, token: asked.token };
    await review(party.id, asked.inviteeId!, 'DENIED');
    const notMail = await waitFor(
      () => mailsTo(smtp, 'dee.denied@example.com', /^Not this time: Loft$/)[0],
      'the "Not this time" mail',
    );
    expect(notMail.raw).not.toContain('Dolores');
    expect(notMail.raw).not.toContain('text/calendar');
    expect(await mailHtmlProblems(htmlPart(notMail.raw))).toEqual([]);
    expect((await page(own)).event.location).toBeNull();

    // The host turns the waitlist off: the denial sticks (not Going, not counted, still no place).
    await t.db.update(events).set({ hasWaitlist: false }).where(eq(events.id, party.id));
    const hostView = await page({ eventId: party.id }, host);
    expect(hostView.event.attendingCount).toBe(1);
    expect(hostView.event.guestCounts?.going).toBe(0);
    const after = await page(own);
    expect(after.event.location).toBeNull();
    expect(after.viewer.invitee?.waitlistStatus).toBe('DENIED');
    // Answering again changes no decision.
    await rsvp({ ...own, invitee: { name: 'Same', rsvpStatus: 'YES' } });
    expect((await rowOf(asked.inviteeId!)).waitlistStatus).toBe('DENIED');
  });

  it('sends no cancellation notice to a denied guest nor to someone who only looked; an approved one hears of it', async () => {
    const party = await createEventFor(t.app, host, { title: 'Barn', hasWaitlist: true, questions: [] });
    const denied = await answerAnonymously(t, party.id, {
      name: 'Dan',
      email: 'dan.barn@example.com',
      rsvpStatus: 'YES',
    });
    const approved = await answerAnonymously(t, party.id, {
      name: 'Amy',
      email: 'amy.barn@example.com',
      rsvpStatus: 'YES',
    });
    await review(party.id, denied.inviteeId!, 'DENIED');
    await review(party.id, approved.inviteeId!, 'APPROVED');
    // Someone who only opened the page signed in (as a cohost does before the host removes them) is no guest.
    const looker = await signInByEmail(t.app, t.db, 'lou.barn@example.com', 'Lou Looker');
    await page({ eventId: party.id }, looker);
    const lookerRows = await t.db.select().from(invitees).where(eq(invitees.userId, looker.userId));
    expect(lookerRows.map((row) => row.rsvpStatus)).toEqual(['SEEN']);
    await call(t.app, 'cancelEvent', { eventId: party.id }, host);
    await waitFor(() => mailsTo(smtp, 'amy.barn@example.com', /^Canceled: Barn$/)[0], 'Amy’s notice');
    await settle();
    expect(mailsTo(smtp, 'dan.barn@example.com', /^Canceled/)).toHaveLength(0);
    expect(mailsTo(smtp, 'lou.barn@example.com', /^Canceled/)).toHaveLength(0);
  });
});

describe('approval gates the public link only', () => {
  it('lets a guest the host invited answer yes as going, with the place', async () => {
    const party = await createEventFor(t.app, host, { title: 'Dinner', hasWaitlist: true, questions: [] });
    const invited = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Ivy Invited',
      email: 'ivy@example.com',
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
    });
    const ivy = await signInByEmail(t.app, t.db, 'ivy@example.com', 'Ivy Invited');
    const reply = await rsvp({ eventId: party.id, invitee: { name: 'Ivy Invited', rsvpStatus: 'YES' } }, ivy);
    expect(reply.inviteeId).toBe(invited.id);
    expect(reply.waitlistStatus).toBeNull();
    const seen: EventPage = await page({ eventId: party.id }, ivy);
    expect(seen.event.location?.placeName).toBe('Dolores Park');
    expect((await page({ eventId: party.id }, host)).event.attendingCount).toBe(2);
  });

  it('keeps a going guest going when they answer yes again after the host turned the waitlist on', async () => {
    const party = await createEventFor(t.app, host, { title: 'Picnic', questions: [] });
    const going = await answerAnonymously(t, party.id, {
      name: 'Gus Going',
      email: 'gus@example.com',
      rsvpStatus: 'YES',
    });
    await t.db.update(events).set({ hasWaitlist: true }).where(eq(events.id, party.id));
    const own = { eventId: party.id, inviteeUuid: going.inviteeId, token: going.token };
    const again = await rsvp({
      ...own,
      invitee: { name: 'Gus Going', rsvpStatus: 'YES' },
      textPermissionStatusUpdate: 'GRANTED',
    });
    expect(again.waitlistStatus).toBeNull();
    expect((await page(own)).event.location?.placeName).toBe('Dolores Park');
  });
});

describe('/events for a guest on the waitlist', () => {
  type Listed = {
    id: string;
    rsvpStatus: string | null;
    waitlistHold: string | null;
    attendingCount: number;
  };
  const listed = async (who: Session, eventId: string) =>
    (await call<{ events: Listed[] }>(t.app, 'fetchEvents', {}, who)).events.find((e) => e.id === eventId)!;

  it('tells each guest only their own hold: waiting, then denied; never going, never counted', async () => {
    const party = await createEventFor(t.app, host, { title: 'Gallery', hasWaitlist: true, questions: [] });
    const wes = await signInByEmail(t.app, t.db, 'wes.waits@example.com', 'Wes Waits');
    const dee = await signInByEmail(t.app, t.db, 'dee.denied@example.com', 'Dee Denied');
    await rsvp({ eventId: party.id, invitee: { name: 'Wes Waits', rsvpStatus: 'YES' } }, wes);
    const deeReply = await rsvp(
      { eventId: party.id, invitee: { name: 'Dee Denied', rsvpStatus: 'YES' } },
      dee,
    );
    await review(party.id, deeReply.inviteeId!, 'DENIED');

    expect(await listed(wes, party.id)).toMatchObject({
      rsvpStatus: 'YES',
      waitlistHold: 'PENDING_APPROVAL',
      attendingCount: 1,
    });
    expect(await listed(dee, party.id)).toMatchObject({ rsvpStatus: 'YES', waitlistHold: 'DENIED' });
    // The host has no hold of their own, and their count leaves both out.
    expect(await listed(host, party.id)).toMatchObject({ waitlistHold: null, attendingCount: 1 });
    // A denial sticks when the waitlist is turned off; the waiting guest is let in.
    await t.db.update(events).set({ hasWaitlist: false }).where(eq(events.id, party.id));
    expect((await listed(dee, party.id)).waitlistHold).toBe('DENIED');
    expect((await listed(wes, party.id)).waitlistHold).toBeNull();
  });
});
