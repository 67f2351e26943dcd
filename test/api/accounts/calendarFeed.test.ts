import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedLinks } from '../../../src/shared/accounts/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  createEventFor,
  DAY,
  HOUR,
  onTimeStep,
  type Session,
  trpcMutation,
  trpcQuery,
  validEvent,
} from '../events/eventsFixtures';

// Issue 44, every party in your calendar: a personal feed, read here with ical.js as a calendar app reads it. It
// holds the parties the account hosts, co-hosts and said yes to, each as its page shows them (the place only
// where they may see it, nobody's contact details), follows time changes and cancellations, and its link is
// the credential: a reset ends the old one.

type FeedEvent = {
  uid: string;
  summary: string;
  start: number;
  status: string;
  location: string | null;
  sequence: number;
};

/** The feed's parties, parsed by ical.js. */
function feedEvents(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      status: String(component.getFirstPropertyValue('status')),
      location: event.location || null,
      sequence: event.sequence,
    };
  });
}

describe('the calendar feed', () => {
  let t: TestApp;
  let host: Session;
  let guest: Session;
  let links: CalendarFeedLinks;
  const parties: Record<string, ElkEvent> = {};
  const start = onTimeStep(Date.now() + 5 * DAY);

  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => request(t.app).get(feedPath(url));
  const titles = (text: string) =>
    feedEvents(text)
      .map((e) => e.summary)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    host = await signInByEmail(t.app, t.db, 'feed-host@example.com', 'Hana Host');
    guest = await signInByEmail(t.app, t.db, 'feed-guest@example.com', 'Gia Guest');
    // Hana hosts one party and co-hosts another; Gia said yes to the first, no to a third, and is only
    // invited to a fourth.
    parties.hosted = await createEventFor(t.app, host, { title: 'Hosted Brunch', startTime: start });
    const otherHost = await signInByEmail(t.app, t.db, 'feed-other@example.com', 'Omar Other');
    parties.cohosted = await createEventFor(t.app, otherHost, {
      title: 'Cohosted Picnic',
      startTime: start + DAY,
    });
    await addCohost(t.db, parties.cohosted.id, host.userId, 'accepted');
    parties.declined = await createEventFor(t.app, otherHost, { title: 'Declined Dinner', startTime: start });
    parties.invited = await createEventFor(t.app, otherHost, { title: 'Unanswered Gala', startTime: start });
    const asGuest = (eventId: string, rsvpStatus: 'YES' | 'NO' | 'INVITED') =>
      addInvitee(t.db, {
        eventId,
        name: 'Gia Guest',
        email: 'feed-guest@example.com',
        userId: guest.userId,
        rsvpStatus,
      });
    await asGuest(parties.hosted.id, 'YES');
    await asGuest(parties.declined.id, 'NO');
    await asGuest(parties.invited.id, 'INVITED');
    links = (await trpcQuery(t.app, 'accounts.calendarFeed', undefined, host.cookie)).body.result.data;
  });
  afterAll(() => t.close());

  it('gives a signed-in person their link, https to copy and webcal:// to subscribe', async () => {
    expect(links.url).toMatch(/^https?:\/\/[^/]+\/calendar\/[^/]+\.ics$/);
    expect(links.webcalUrl).toBe(links.url.replace(/^https?:/, 'webcal:'));
    const again = await trpcQuery(t.app, 'accounts.calendarFeed', undefined, host.cookie);
    expect(again.body.result.data).toEqual(links);
    // Someone else's link is their own.
    const theirs = await trpcQuery(t.app, 'accounts.calendarFeed', undefined, guest.cookie);
    expect(theirs.body.result.data.url).not.toBe(links.url);
    expect((await trpcQuery(t.app, 'accounts.calendarFeed', undefined)).status).toBe(401);
  });

  it('holds what the person hosts and co-hosts, with the place; a calendar file, never cached', async () => {
    const res = await fetchFeed(links.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(titles(res.text)).toEqual(['Cohosted Picnic', 'Hosted Brunch']);
    const hosted = feedEvents(res.text).find((e) => e.summary === 'Hosted Brunch')!;
    expect(hosted.start).toBe(start);
    expect(hosted.status).toBe('CONFIRMED');
    expect(hosted.location).toContain('Dolores Park');
    expect(res.text).toContain('X-WR-CALNAME:Elk parties');
  });

  it("holds a guest's yes only, and names nobody", async () => {
    const guestLinks = (await trpcQuery(t.app, 'accounts.calendarFeed', undefined, guest.cookie)).body.result
      .data as CalendarFeedLinks;
    const res = await fetchFeed(guestLinks.url);
    expect(titles(res.text)).toEqual(['Hosted Brunch']);
    // A guest who said yes sees the place on the page, so in the feed too.
    expect(feedEvents(res.text)[0]!.location).toContain('Dolores Park');
    // No ATTENDEE or ORGANIZER lines, and no one's e-mail address.
    expect(res.text).not.toMatch(/ATTENDEE|ORGANIZER|@example\.com/);
  });

  it('follows a new time and a cancellation', async () => {
    const moved = start + 3 * HOUR;
    await call(
      t.app,
      'editEventDetails',
      { eventId: parties.hosted!.id, event: validEvent({ title: 'Hosted Brunch', startTime: moved }) },
      host,
    );
    const after = feedEvents((await fetchFeed(links.url)).text).find((e) => e.summary === 'Hosted Brunch')!;
    expect(after.start).toBe(moved);

    await call(t.app, 'cancelEvent', { eventId: parties.cohosted!.id }, host);
    const cancelled = feedEvents((await fetchFeed(links.url)).text).find(
      (e) => e.summary === 'Cohosted Picnic',
    );
    expect(cancelled?.status).toBe('CANCELLED');
  });

  it('stops answering the old link once reset, and answers the new one', async () => {
    const reset = await trpcMutation(t.app, 'accounts.resetCalendarFeed', {}, host.cookie);
    expect(reset.status).toBe(200);
    const fresh = reset.body.result.data as CalendarFeedLinks;
    expect(fresh.url).not.toBe(links.url);
    const old = await fetchFeed(links.url);
    expect(old.status).toBe(404);
    expect(old.text).toBe('This calendar link no longer works. Copy the new one from your Elk profile.');
    expect((await fetchFeed(fresh.url)).status).toBe(200);
    links = fresh;
  });

  it('answers a forged or mangled link with the same 404', async () => {
    const token = feedPath(links.url).slice('/calendar/'.length, -'.ics'.length);
    const [userId, version, mac] = token.split('.');
    const forged = [
      `${guest.userId}.${version}.${mac}`, // someone else's account under this signature
      `${userId}.${Number(version) + 1}.${mac}`, // a version not signed
      `${userId}.${version}.${'0'.repeat(mac!.length)}`,
      `${userId}.${version}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await request(t.app).get(`/calendar/${bad}.ics`);
      expect(res.status, bad).toBe(404);
    }
    expect((await request(t.app).get(`/calendar/${token}.txt`)).status).toBe(404);
  });
});
