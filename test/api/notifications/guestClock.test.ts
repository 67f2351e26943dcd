import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees } from '../../../src/server/platform/db/schema';
import { textPart } from '../../helpers/mime';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import { addInvitee, createEventFor, type Session } from '../events/eventsFixtures';
import { appOnSmtp, mailsTo, type Smtp, subjectOf, waitFor } from './notificationsFixtures';

// The guest's own clock (issue 43, item 4): a guest's answer carries their device's time zone, and the mails
// that follow (the RSVP confirmation, reminders) give the party's time on the party's clock and, when it reads
// differently, on theirs. Without a zone, or on the same clock, the line is the party's alone.

const HOUR = 3_600_000;
// Saturday January 16, 2027, 8 PM in Chicago (CST): 02:00 UTC on Sunday, 3 AM in Berlin (CET).
const CHICAGO_EIGHT_PM = Date.UTC(2027, 0, 17, 2, 0);

let smtp: Smtp;
let t: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp, { env: { NOTIFICATIONS_TICK_SECONDS: '1' } });
  host = await signInByEmail(t.app, t.db, 'clock-host@example.com', 'Cleo Host');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const answer = (eventId: string, email: string, timeZone?: string) =>
  rpc(t.app, 'EventService', 'updateAttendance', {
    eventId,
    invitee: { name: 'Bea Berlin', email, rsvpStatus: 'YES', ...(timeZone ? { timeZone } : {}) },
  });

describe("the guest's own clock in mails", () => {
  it('keeps the zone sent with the answer and says the time on it in the confirmation', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Clock party',
      startTime: CHICAGO_EIGHT_PM,
      timeZone: 'America/Chicago',
    });
    const reply = await answer(party.id, 'bea.berlin@example.com', 'Europe/Berlin');
    expect(reply.body.error).toBeUndefined();
    const inviteeId = (reply.body.result as { inviteeId: string }).inviteeId;
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, inviteeId));
    expect(row!.timeZone).toBe('Europe/Berlin');

    const mail = await waitFor(
      () => mailsTo(smtp, 'bea.berlin@example.com', /Clock party/)[0],
      'the confirmation',
    );
    expect(subjectOf(mail.raw)).toBe("You're going to Clock party");
    const text = textPart(mail.raw);
    expect(text).toMatch(/8:00 PM CST \(Sun 3:00 AM your time\)/);

    // Answering again from another device (their link's token, their row now exists) keeps its zone.
    const { token } = reply.body.result as { token: string };
    const again = await rpc(t.app, 'EventService', 'updateAttendance', {
      eventId: party.id,
      token,
      invitee: { inviteeId, name: 'Bea Berlin', rsvpStatus: 'YES', timeZone: 'Asia/Tokyo' },
    });
    expect(again.body.error).toBeUndefined();
    const [moved] = await t.db.select().from(invitees).where(eq(invitees.id, inviteeId));
    expect(moved!.timeZone).toBe('Asia/Tokyo');
  });

  it('says the party’s clock alone without a zone, or on the same clock', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'One clock party',
      startTime: CHICAGO_EIGHT_PM,
      timeZone: 'America/Chicago',
    });
    await answer(party.id, 'no.zone@example.com');
    await answer(party.id, 'same.zone@example.com', 'America/Chicago');
    for (const to of ['no.zone@example.com', 'same.zone@example.com']) {
      const mail = await waitFor(() => mailsTo(smtp, to, /One clock party/)[0], `the confirmation to ${to}`);
      const text = textPart(mail.raw);
      expect(text).toMatch(/8:00 PM CST/);
      expect(text).not.toContain('your time');
    }
  });

  it('refuses a zone that does not exist, recording nothing', async () => {
    const party = await createEventFor(t.app, host, { title: 'Bad zone party' });
    const reply = await answer(party.id, 'bad.zone@example.com', 'Mars/Olympus_Mons');
    expect(reply.body.error?.message).toContain('Unknown time zone.');
    const rows = await t.db.select().from(invitees).where(eq(invitees.email, 'bad.zone@example.com'));
    expect(rows).toEqual([]);
  });

  it('gives a reminder’s time on the guest’s clock too', async () => {
    const start = Math.ceil((Date.now() + 23 * HOUR) / 900_000) * 900_000;
    const party = await createEventFor(t.app, host, {
      title: 'Reminder clock party',
      startTime: start,
      timeZone: 'America/Chicago',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Tokyo Tom',
      email: 'tokyo.tom@example.com',
      rsvpStatus: 'YES',
      inviteStatus: 'SUCCESS',
      timeZone: 'Asia/Tokyo',
    });
    const mail = await waitFor(
      () => mailsTo(smtp, 'tokyo.tom@example.com', /^Reminder: /)[0],
      'the reminder',
    );
    expect(textPart(mail.raw)).toMatch(/When: .* C[SD]T \(\w{3} \d{1,2}:\d{2} [AP]M your time\)/);
    // The subject keeps the party's clock alone: short enough for a phone's list.
    expect(subjectOf(mail.raw)).not.toContain('your time');
  });
});
