import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, reminderRuns } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { calendarPart, mailHeader, textPart } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import {
  addInvitee,
  call,
  createEventFor,
  HOUR,
  onTimeStep,
  type Session,
  validEvent,
} from '../events/eventsFixtures';
import { appOnSmtp, mailsTo, settle, type Smtp, subjectOf, waitFor } from './notificationsFixtures';

// Reminders (issue #15): 24 h and 2 h before the start, to guests who said yes and those still awaiting, in
// their channel, with the party's link, the place and the .ics; sent once with two instances running and
// across a restart; moved with the start time; none for a cancelled party or with reminders off.

/** The tick looks for due reminders every second here (60 s in production). */
const FAST_TICK = { NOTIFICATIONS_TICK_SECONDS: '1' };

let smtp: Smtp;
let t: TestApp;
let second: TestApp | undefined;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp, { env: FAST_TICK });
  second = await appOnSmtp(smtp, { database: t.deps, env: FAST_TICK });
  host = await signInByEmail(t.app, t.db, 'rem-host@example.com', 'Rita Host');
});
afterAll(async () => {
  await second?.close();
  await t.close();
  await smtp.close();
});

const REMINDER = /^Reminder: /;

async function guestsOf(party: ElkEvent, prefix: string) {
  const add = (name: string, values: Partial<Parameters<typeof addInvitee>[1]>) =>
    addInvitee(t.db, {
      eventId: party.id,
      name,
      email: `${prefix}.${name.toLowerCase()}@example.com`,
      ...values,
    });
  return {
    yes: await add('Yan', { rsvpStatus: 'YES', inviteStatus: 'SUCCESS' }),
    seen: await add('Sue', { rsvpStatus: 'SEEN', inviteStatus: 'OPENED' }),
    delivered: await add('Ivy', { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' }),
    declined: await add('Nia', { rsvpStatus: 'NO', inviteStatus: 'SUCCESS' }),
    unsent: await add('Pen', { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' }),
  };
}

describe('the 24-hour reminder', () => {
  it('goes once, with two instances running and after a restart, to yes and awaiting guests only', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Reminder party',
      startTime: onTimeStep(Date.now() + 23 * HOUR),
    });
    const guests = await guestsOf(party, 'r1');
    const reminded = ['r1.yan@example.com', 'r1.sue@example.com', 'r1.ivy@example.com'];
    await waitFor(() => reminded.every((to) => mailsTo(smtp, to, REMINDER).length > 0), 'the reminders');

    const mail = mailsTo(smtp, 'r1.yan@example.com', REMINDER)[0]!;
    expect(subjectOf(mail.raw)).toMatch(/^Reminder: Reminder party, \w+day, /);
    const text = textPart(mail.raw);
    expect(text).toContain('Where: Dolores Park, 19th St & Dolores St, San Francisco CA 94114');
    expect(text).toMatch(new RegExp(`/event/${party.id}\\?iu=${guests.yes.id}&token=[0-9a-f]+`));
    expect(calendarPart(mail.raw)).toContain('METHOD:REQUEST');
    expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // A restart: the second instance stops, a third starts on the same database.
    await second!.close();
    second = await appOnSmtp(smtp, { database: t.deps, env: FAST_TICK });
    await settle(4000);
    for (const to of reminded) expect(mailsTo(smtp, to, REMINDER)).toHaveLength(1);
    expect(mailsTo(smtp, 'r1.nia@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'r1.pen@example.com')).toEqual([]);
    const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.eventId, party.id));
    expect(runs.map((run) => run.kind)).toEqual(['24h']);
  });
});

describe('moving the start time', () => {
  it('moves the reminder: none while the party is more than a day away, then one for the new time', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Moving party',
      startTime: onTimeStep(Date.now() + 30 * HOUR),
    });
    await guestsOf(party, 'r2');
    await settle(3000);
    expect(mailsTo(smtp, 'r2.yan@example.com')).toEqual([]);

    const newStart = onTimeStep(Date.now() + 20 * HOUR);
    await call(
      t.app,
      'editEventDetails',
      {
        eventId: party.id,
        event: validEvent({ title: 'Moving party', startTime: newStart }),
        disableNotification: true,
      },
      host,
    );
    const mail = await waitFor(() => mailsTo(smtp, 'r2.yan@example.com', REMINDER)[0], 'the moved reminder');
    const when = new Date(newStart).toLocaleString('en-US', {
      timeZone: 'America/Los_Angeles',
      dateStyle: 'full',
      timeStyle: 'short',
    });
    expect(textPart(mail.raw)).toContain(`When: ${when}`);
    const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.eventId, party.id));
    expect(runs.map((run) => [run.kind, run.startTime])).toEqual([['24h', newStart]]);
  });
});

describe('the 2-hour reminder', () => {
  it('goes when the party starts within two hours', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Soon party',
      startTime: onTimeStep(Date.now() + HOUR),
    });
    await guestsOf(party, 'r3');
    const mail = await waitFor(() => mailsTo(smtp, 'r3.yan@example.com', REMINDER)[0], 'the 2 h reminder');
    expect(textPart(mail.raw)).toContain('Soon party is about to start');
    const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.eventId, party.id));
    expect(runs.map((run) => run.kind)).toEqual(['2h']);
  });
});

describe('no reminder', () => {
  it('for a party with reminders off, nor for a cancelled one', async () => {
    const off = await createEventFor(t.app, host, {
      title: 'Unreminded party',
      startTime: onTimeStep(Date.now() + 23 * HOUR),
      remindersEnabled: false,
    });
    await guestsOf(off, 'r4');
    const cancelled = await createEventFor(t.app, host, {
      title: 'Cancelled party',
      startTime: onTimeStep(Date.now() + 40 * HOUR),
    });
    await guestsOf(cancelled, 'r5');
    await call(t.app, 'cancelEvent', { eventId: cancelled.id }, host);
    // Brought within the day after it was cancelled: still nothing.
    await t.db
      .update(events)
      .set({ startTime: onTimeStep(Date.now() + 23 * HOUR) })
      .where(eq(events.id, cancelled.id));
    await settle(4000);
    expect(mailsTo(smtp, 'r4.yan@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'r5.yan@example.com', REMINDER)).toEqual([]);
  });
});

describe('the tick', () => {
  it('comes again when its next tick was lost (a failed enqueue), within two ticks', async () => {
    const waitingTicks = async () => {
      const { rows } = await t.db.$client.query<{ n: number }>(
        "select count(*)::int as n from pgboss.job where name = 'notices-tick' and state = 'created'",
      );
      return rows[0]!.n;
    };
    await waitFor(async () => (await waitingTicks()) === 1, 'a waiting tick');
    // The chain's next tick gone, as if its enqueue had failed: nothing else would queue one until a start.
    await t.db.$client.query("delete from pgboss.job where name = 'notices-tick' and state = 'created'");
    const lostAt = Date.now();
    await waitFor(async () => (await waitingTicks()) === 1, 'a tick queued again', 15_000);
    expect(Date.now() - lostAt).toBeLessThan(12_000);
  });
});
