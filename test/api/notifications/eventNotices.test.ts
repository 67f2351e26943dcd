import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElkEvent } from '../../../src/shared/events/schema';
import ICAL from 'ical.js';
import { calendarPart, mailHeader, textPart } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import {
  addInvitee,
  call,
  createEventFor,
  DAY,
  onTimeStep,
  place,
  type Session,
  validEvent,
} from '../events/eventsFixtures';
import { appOnSmtp, mailsTo, settle, type Smtp, subjectOf, waitFor } from './notificationsFixtures';

// Cancel and delete notices, and the updated invitation (issue #15): every guest who had not declined is told
// once, with the host's note, "canceled" in the subject and a calendar CANCEL of the same UID; moving the time
// or place sends guests who said yes the invitation again with SEQUENCE + 1, unless the host holds it back.

let smtp: Smtp;
let t: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  host = await signInByEmail(t.app, t.db, 'notice-host@example.com', 'Nell Host');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function partyWithGuests(title: string, prefix: string): Promise<ElkEvent> {
  const party = await createEventFor(t.app, host, { title });
  const add = (name: string, values: Partial<Parameters<typeof addInvitee>[1]>) =>
    addInvitee(t.db, {
      eventId: party.id,
      name,
      email: `${prefix}.${name.toLowerCase()}@example.com`,
      ...values,
    });
  await add('Yes', { rsvpStatus: 'YES', inviteStatus: 'SUCCESS' });
  await add('Seen', { rsvpStatus: 'SEEN', inviteStatus: 'OPENED' });
  await add('Sent', { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' });
  await add('No', { rsvpStatus: 'NO', inviteStatus: 'SUCCESS' });
  await add('Unsent', { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' });
  return party;
}

const CANCELED = /^Canceled: /;

describe('cancelling a party', () => {
  it("tells every guest who had not declined, once, with the host's note and a calendar CANCEL", async () => {
    const party = await partyWithGuests('Rained-out party', 'c1');
    await call(t.app, 'cancelEvent', { eventId: party.id, note: 'The field is flooded.' }, host);
    const told = ['c1.yes@example.com', 'c1.seen@example.com', 'c1.sent@example.com'];
    await waitFor(
      () => told.every((to) => mailsTo(smtp, to, CANCELED).length > 0),
      'the cancellation notices',
    );

    const mail = mailsTo(smtp, 'c1.yes@example.com', CANCELED)[0]!;
    expect(subjectOf(mail.raw)).toBe('Canceled: Rained-out party');
    const text = textPart(mail.raw);
    expect(text).toContain('Rained-out party has been canceled.');
    expect(text).toContain('Nell Host wrote: The field is flooded.');
    const ics = calendarPart(mail.raw);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${party.id}@localhost`);
    expect(ics).toContain('SEQUENCE:1');
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(/\/api\/unsubscribe\//);
    // RFC 5546's CANCEL, as ical.js reads it: the host by name at the app's own address (the mail's From), and
    // the guest it uninvites; the host's own address nowhere.
    const cancel = new ICAL.Component(ICAL.parse(ics));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = new ICAL.Event(cancel.getFirstSubcomponent('vevent')!);
    const organizer = vevent.component.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe('Nell Host');
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:hello@elk.test');
    expect(mailHeader(mail.raw, 'From')).toContain('hello@elk.test');
    expect(vevent.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      'mailto:c1.yes@example.com',
    ]);
    expect(ics).not.toContain('notice-host@example.com');
    expect(calendarPart(mailsTo(smtp, 'c1.seen@example.com', CANCELED)[0]!.raw)).toMatch(
      /^ATTENDEE;.*:mailto:c1\.seen@example\.com$/im,
    );

    // Cancelling again, then deleting the cancelled party, tells nobody anything more.
    await call(t.app, 'cancelEvent', { eventId: party.id }, host);
    await call(t.app, 'deleteEvent', { eventId: party.id }, host);
    await settle();
    for (const to of told) expect(mailsTo(smtp, to)).toHaveLength(1);
    expect(mailsTo(smtp, 'c1.no@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'c1.unsent@example.com')).toEqual([]);
  });
});

describe('deleting a party', () => {
  it('tells the guests once, even though the party and its guest list are gone when the notice is sent', async () => {
    const party = await partyWithGuests('Vanishing party', 'd1');
    await call(t.app, 'deleteEvent', { eventId: party.id }, host);
    const mail = await waitFor(() => mailsTo(smtp, 'd1.yes@example.com', CANCELED)[0], 'the deletion notice');
    expect(subjectOf(mail.raw)).toBe('Canceled: Vanishing party');
    expect(calendarPart(mail.raw)).toContain('METHOD:CANCEL');
    // No link to a page that no longer exists, but the recipient can still opt out.
    expect(textPart(mail.raw)).not.toContain(`/event/${party.id}`);
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(/\/api\/unsubscribe\/g\./);
    await settle();
    expect(mailsTo(smtp, 'd1.yes@example.com')).toHaveLength(1);
    expect(mailsTo(smtp, 'd1.no@example.com')).toEqual([]);
  });
});

describe('moving the time or place', () => {
  const UPDATED = /^Updated: /;
  const edit = (party: ElkEvent, changes: Record<string, unknown>, disableNotification?: boolean) =>
    call(
      t.app,
      'editEventDetails',
      {
        eventId: party.id,
        event: validEvent({ title: party.title, startTime: party.startTime, ...changes }),
        ...(disableNotification === undefined ? {} : { disableNotification }),
      },
      host,
    );

  it('sends guests who said yes the updated invitation with SEQUENCE + 1', async () => {
    const party = await partyWithGuests('Moved party', 'm1');
    await edit(party, { startTime: onTimeStep(party.startTime + DAY) });
    const mail = await waitFor(
      () => mailsTo(smtp, 'm1.yes@example.com', UPDATED)[0],
      'the updated invitation',
    );
    expect(subjectOf(mail.raw)).toBe('Updated: Moved party has a new time');
    const ics = calendarPart(mail.raw);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:${party.id}@localhost`);

    await edit(party, {
      startTime: onTimeStep(party.startTime + DAY),
      location: {
        ...place,
        placeName: 'Crissy Field',
        displayName: 'Crissy Field',
        lat: 37.8039,
        lng: -122.4644,
      },
    });
    const second = await waitFor(() => mailsTo(smtp, 'm1.yes@example.com', UPDATED)[1], 'the second update');
    expect(subjectOf(second.raw)).toBe('Updated: Moved party has a new place');
    expect(calendarPart(second.raw)).toContain('SEQUENCE:2');
    await settle();
    expect(mailsTo(smtp, 'm1.seen@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'm1.no@example.com')).toEqual([]);
  });

  it('sends nothing when the host holds it back, or when neither time nor place changed', async () => {
    const party = await partyWithGuests('Quiet edit party', 'm2');
    await edit(party, { startTime: onTimeStep(party.startTime + DAY) }, true);
    await edit(party, { startTime: onTimeStep(party.startTime + DAY), description: 'Bring two hats.' });
    await settle();
    expect(mailsTo(smtp, 'm2.yes@example.com')).toEqual([]);
  });
});
