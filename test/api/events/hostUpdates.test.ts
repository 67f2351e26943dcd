import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueDigests } from '../../../src/server/features/notifications/digests';
import { runPartyActivity } from '../../../src/server/features/notifications/partyActivity';
import { partyNotices } from '../../../src/server/platform/db/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import { calendarPart, mailHeader, textPart } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from './eventsFixtures';
import {
  answerAnonymously,
  appOnSmtp,
  mailsTo,
  settle,
  type Smtp,
  subjectOf,
  waitFor,
} from '../notifications/notificationsFixtures';

// Host notifications (issue #15): with 'as they arrive' the hosts hear of the first answer at once and of the
// rest at most once a minute, everything in one message, even with two app instances listening; with the
// daily digest, one message at 9:00 on the party's clock with the day's answers, and none on a quiet day. Guests
// without an account get a confirmation of each answer with their personal link and the .ics.

const HOST = 'hu-host@example.com';

let smtp: Smtp;
let t: TestApp;
let second: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  // A second instance on the same database, listening too: each answer must still be told once.
  second = await appOnSmtp(smtp, { database: t.deps });
  host = await signInByEmail(t.app, t.db, HOST, 'Hal Host');
});
afterAll(async () => {
  await second.close();
  await t.close();
  await smtp.close();
});

const deps = () => ({ db: t.db, enqueue: t.deps.jobs.enqueue });

describe("'as they arrive'", () => {
  let partyId: string;
  let annToken: string;

  it('tells the host of the first answer at once, once, with the party’s numbers', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Arrival party',
      hostNotification: 'ATTENDEE_RSVP',
    });
    partyId = party.id;
    const ann = await answerAnonymously(second, partyId, {
      name: 'Ann Arrive',
      email: 'ann.arrive@example.com',
      rsvpStatus: 'YES',
      additionalGuestCount: 1,
    });
    annToken = ann.token!;
    const first = await waitFor(() => mailsTo(smtp, HOST, /Arrival party/)[0], 'the first host update');
    expect(subjectOf(first.raw)).toBe('Ann Arrive is going (+1): Arrival party');
    const text = textPart(first.raw);
    expect(text).toContain('Ann Arrive is going (+1)');
    expect(text).toContain("Going 2 · Can't make it 0 · Awaiting 0");
    expect(text).toContain(`/event/invite/${partyId}`);
    expect(mailHeader(first.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await settle();
    expect(mailsTo(smtp, HOST, /Arrival party/)).toHaveLength(1);
  });

  it('gathers the answers of the next minute into one message', async () => {
    await answerAnonymously(t, partyId, {
      name: 'Bo Later',
      email: 'bo.later@example.com',
      rsvpStatus: 'YES',
    });
    // Confirmations do not wait for the hosts' minute: Bo's run queued one for the hosts at the minute's end,
    // and Cy's answer, given after that, is still confirmed at once.
    await waitFor(
      () => mailsTo(smtp, 'bo.later@example.com', /^You're going to Arrival party$/)[0],
      'Bo’s confirmation',
    );
    await answerAnonymously(second, partyId, {
      name: 'Cy Later',
      email: 'cy.later@example.com',
      rsvpStatus: 'NO',
    });
    await waitFor(
      () => mailsTo(smtp, 'cy.later@example.com', /^You can't make it to Arrival party$/)[0],
      'Cy’s confirmation',
      30_000,
    );
    await settle(3000);
    // Within the minute of the first message: nothing more to the hosts yet.
    expect(mailsTo(smtp, HOST, /Arrival party/)).toHaveLength(1);
    // The minute has passed (the run is given that clock): one message with both answers.
    expect(await runPartyActivity(deps(), partyId, new Date(Date.now() + 61_000))).toBeNull();
    const update = await waitFor(() => mailsTo(smtp, HOST, /Arrival party/)[1], 'the gathered update');
    expect(subjectOf(update.raw)).toBe('2 new answers for Arrival party');
    const text = textPart(update.raw);
    expect(text).toContain('Bo Later is going');
    expect(text).toContain("Cy Later can't make it");
    expect(text).not.toContain('Ann Arrive');
    expect(text).toContain("Going 3 · Can't make it 1 · Awaiting 0");
    // Told once: a run that finds nothing new sends nothing.
    expect(await runPartyActivity(deps(), partyId, new Date(Date.now() + 200_000))).toBeNull();
    await settle();
    expect(mailsTo(smtp, HOST, /Arrival party/)).toHaveLength(2);
  }, 90_000);

  it('waits out the minute when answers come too soon, and says what changed', async () => {
    await call(t.app, 'updateAttendance', {
      eventId: partyId,
      token: annToken,
      invitee: { name: 'Ann Arrive', rsvpStatus: 'NO', additionalGuestCount: 0 },
    });
    const sentAt = (await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, partyId)))[0]!
      .hostUpdateSentAt!;
    const tooSoon = await runPartyActivity(deps(), partyId, new Date(sentAt.getTime() + 10_000));
    expect(tooSoon).toEqual(new Date(sentAt.getTime() + 60_000));
    await runPartyActivity(deps(), partyId, new Date(sentAt.getTime() + 60_000));
    const update = await waitFor(() => mailsTo(smtp, HOST, /Arrival party/)[2], 'the change');
    expect(textPart(update.raw)).toContain("Ann Arrive changed their answer: can't make it (was going)");
  });
});

describe('the confirmation of an answer given without an account', () => {
  it('carries the guest’s personal link, which opens their own invitation, and the .ics', async () => {
    const party = await createEventFor(t.app, host, { title: 'Confirm party' });
    const answer = await answerAnonymously(t, party.id, {
      name: 'Dot Confirm',
      email: 'dot.confirm@example.com',
      rsvpStatus: 'YES',
    });
    const mail = await waitFor(
      () => mailsTo(smtp, 'dot.confirm@example.com', /Confirm party/)[0],
      'the confirmation',
    );
    expect(subjectOf(mail.raw)).toBe("You're going to Confirm party");
    const text = textPart(mail.raw);
    const link = new RegExp(`/event/${party.id}\\?iu=([0-9a-f-]+)&token=([0-9a-f]+)`).exec(text);
    expect(link?.[1]).toBe(answer.inviteeId);
    // The mail's token is its address's own (issue 37); the one the browser got when answering works beside it.
    for (const token of [link![2], answer.token]) {
      const page = await call<EventPage>(t.app, 'getEvent', {
        eventId: party.id,
        inviteeUuid: link![1],
        token,
      });
      expect(page.viewer.invitee).toMatchObject({ inviteeId: answer.inviteeId, rsvpStatus: 'YES' });
    }
    const ics = calendarPart(mail.raw);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/PARTSTAT="?ACCEPTED/);
    expect(ics).toContain(`UID:${party.id}@`);
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/unsubscribe\/g\./);
    await settle();
    expect(mailsTo(smtp, 'dot.confirm@example.com')).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  /** 9:05 tomorrow on the party's clock (Berlin), and a day later. */
  const berlinMorning = (daysAhead: number) => {
    const local = new TZDate(Date.now(), 'Europe/Berlin');
    return new Date(
      new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() + daysAhead,
        9,
        5,
        'Europe/Berlin',
      ).getTime(),
    );
  };

  it('tells the answers since the last digest at 9:00 on the party’s clock, once, and nothing on a quiet day', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Digest party',
      hostNotification: 'DAILY_DIGEST',
      timeZone: 'Europe/Berlin',
    });
    await answerAnonymously(t, party.id, { name: 'Dee Digest', email: 'dee@example.com', rsvpStatus: 'YES' });
    await answerAnonymously(t, party.id, { name: 'Eli Digest', email: 'eli@example.com', rsvpStatus: 'NO' });
    await waitFor(async () => {
      const [row] = await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, party.id));
      return row?.digestDue;
    }, 'the digest to have news');
    await settle();
    expect(mailsTo(smtp, HOST, /Digest party/)).toEqual([]);

    const morning = berlinMorning(1);
    // Before 9:00 nothing is due.
    await runDueDigests(deps(), new Date(morning.getTime() - 3_600_000));
    expect(await runDueDigests(deps(), morning)).toBe(1);
    const digest = await waitFor(() => mailsTo(smtp, HOST, /Digest party/)[0], 'the digest');
    expect(subjectOf(digest.raw)).toBe('Daily digest for Digest party: 2 new answers');
    const text = textPart(digest.raw);
    expect(text).toContain('Going (1):\n- Dee Digest');
    expect(text).toContain("Can't make it (1):\n- Eli Digest");
    expect(text).toContain("Going 1 · Can't make it 1 · Awaiting 0");

    // Later that day, and the next (quiet) day: nothing.
    expect(await runDueDigests(deps(), new Date(morning.getTime() + 3_600_000))).toBe(0);
    expect(await runDueDigests(deps(), berlinMorning(2))).toBe(0);
    await settle();
    expect(mailsTo(smtp, HOST, /Digest party/)).toHaveLength(1);
  });

  it('sends nothing for a party nobody answered', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Quiet party',
      hostNotification: 'DAILY_DIGEST',
    });
    expect(await runDueDigests(deps(), berlinMorning(1))).toBe(0);
    const [row] = await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, party.id));
    expect(row?.digestDue ?? false).toBe(false);
    expect(mailsTo(smtp, HOST, /Quiet party/)).toEqual([]);
  });
});
