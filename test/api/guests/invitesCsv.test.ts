import { parseString } from '@fast-csv/parse';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, events, invitees, questions } from '../../../src/server/platform/db/schema';
import { publicUrl } from '../../../src/server/platform/env';
import { guestListFileName } from '../../../src/shared/guests/csvCell';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { CsvImportResult, GuestListResult, QueueInvitesResult } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, callError, createEventFor, type Session } from '../events/eventsFixtures';

// POST /api/invites/csv and GET /{service}/GetEventAttendeeCSV/{eventId}/export.csv (spec sections 5, 7, 8).

let t: TestApp;
let host: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'csv-host@example.com', 'Hana Host');
  stranger = await signInByEmail(t.app, t.db, 'csv-stranger@example.com', 'Sam Stranger');
});
afterAll(() => t.close());

const importCsv = (eventId: string, content: string | Buffer, who: Session = host, filename = 'guests.csv') =>
  request(t.app)
    .post('/api/invites/csv')
    .set('Cookie', who.cookie)
    .field('eventId', eventId)
    .attach('multipartFile', Buffer.from(content), { filename, contentType: 'text/csv' });
const guestsOf = async (eventId: string) =>
  (await call<GuestListResult>(t.app, 'fetchGuestList', { eventId }, host)).guests.filter(
    (g) => !g.isOrganizer,
  );
const basicAuth = (who: Session) =>
  `Basic ${Buffer.from(`${who.userId}:${who.accessToken}`).toString('base64')}`;
const exportCsv = (eventId: string, fields = '') =>
  request(t.app)
    .get(`/EventService/GetEventAttendeeCSV/${eventId}/export.csv${fields && `/${fields}`}`)
    .set('Authorization', basicAuth(host));
const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

describe('CSV import', () => {
  it('reads a BOM, quoted fields and columns in any order and case, reporting bad rows by line', async () => {
    const party = await createEventFor(t.app, host, { title: 'Import party' });
    const csv =
      '\uFEFFEMAIL,Phone,name\r\n' +
      'ann@example.com,555,"Lee, Ann"\r\n' +
      'not-an-email,,Bad Row\r\n' +
      'bo@example.com,,""\r\n' +
      '"cy@example.com",,"Cy ""the guy"" Dee"\r\n' +
      'CY@example.com,,Cy again\r\n';
    const res = await importCsv(party.id, csv);
    expect(res.status).toBe(200);
    const body = res.body as CsvImportResult;
    expect(body).toMatchObject({ isValid: true, added: 2, skipped: 1 });
    expect(body.errors).toEqual([
      { line: 2, message: 'Please enter a valid phone number.' },
      { line: 3, message: 'Please enter a valid email.' },
    ]);
    const guests = await guestsOf(party.id);
    expect(guests.map((g) => [g.name, g.email, g.inviteStatus]).sort()).toEqual([
      ['Cy "the guy" Dee', 'cy@example.com', 'PENDING'],
      // A row with only an address is added the way a pasted bare address is: named after it.
      ['bo@example.com', 'bo@example.com', 'PENDING'],
    ]);
    // Importing again adds nothing: everyone is already a guest, and the reply says so.
    const again = (await importCsv(party.id, csv)).body as CsvImportResult;
    expect(again).toMatchObject({
      isValid: true,
      added: 0,
      skipped: 3,
      message: 'No new guests added. 3 duplicates skipped. 2 entries could not be read.',
    });
  });

  it('accepts rows with only an e-mail or only a phone, as a paste does, and says what it did', async () => {
    const party = await createEventFor(t.app, host, { title: 'Bare rows party' });
    await addInvitee(t.db, { eventId: party.id, name: 'Already Here', email: 'here@example.com' });
    const csv = [
      'Name,Email,Phone',
      ',solo@example.com,', // 2: e-mail only
      ',,(415) 555-0123', // 3: phone only
      'Pat,,', // 4: neither
      'Here Again,HERE@example.com,', // 5: already on the list
      ',solo@example.com,', // 6: repeated in the file
    ].join('\n');
    const body = (await importCsv(party.id, csv)).body as CsvImportResult;
    expect(body).toEqual({
      isValid: true,
      added: 2,
      skipped: 2,
      message:
        '2 guests added to the list (invitations not sent yet). 2 duplicates skipped. ' +
        '1 entry could not be read.',
      errors: [{ line: 4, message: 'Please enter an email or a phone number.' }],
    });
    const guests = await guestsOf(party.id);
    expect(
      guests
        .map((g) => [g.name, g.email, g.phone, g.inviteStatus])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['(415) 555-0123', null, '+14155550123', 'PENDING'],
      ['Already Here', 'here@example.com', null, null],
      ['solo@example.com', 'solo@example.com', null, 'PENDING'],
    ]);
  });

  it('reports the physical line of a bad row, counting blank lines and quoted multi-line fields', async () => {
    const party = await createEventFor(t.app, host, { title: 'Line party' });
    const csv = [
      'Name,Email', // line 1
      '', // 2
      'Ann,ann@example.com', // 3
      '"Bo', // 4: a quoted name over two lines
      'Chan",bo@example.com', // 5
      '   ', // 6
      ',,', // 7: empty cells only, skipped like a blank line
      'Bad Row,not-an-email', // 8
      '"Note ""x""\r\nmore",cy@example.com', // 9-10: CRLF inside quotes
      ',nameless', // 11
      '',
    ].join('\n');
    const body = (await importCsv(party.id, csv)).body as CsvImportResult;
    expect(body).toMatchObject({ isValid: true, added: 3 });
    expect(body.errors).toEqual([
      { line: 8, message: 'Please enter a valid email.' },
      { line: 11, message: 'Please enter a valid email.' },
    ]);
    const crlf = 'Name,Email\r\n\r\n"A\r\nB",x@example.com\r\nBad,bad\r\n';
    const other = await createEventFor(t.app, host, { title: 'CRLF party' });
    expect(((await importCsv(other.id, crlf)).body as CsvImportResult).errors).toEqual([
      { line: 5, message: 'Please enter a valid email.' },
    ]);
  });

  it('refuses a cross-site upload made with the cookie, adding nothing', async () => {
    const party = await createEventFor(t.app, host, { title: 'CSRF party' });
    const crossSite = await importCsv(party.id, 'Name,Email\nEve,eve@example.com\n')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await importCsv(party.id, 'Name,Email\nEve,eve@example.com\n').set(
      'Origin',
      'https://evil.example',
    );
    expect(foreignOrigin.status).toBe(403);
    expect(await guestsOf(party.id)).toEqual([]);
    // Our own page (same origin) still imports.
    const ownPage = await importCsv(party.id, 'Name,Email\nAnn,ann@example.com\n')
      .set('Origin', `http://${new URL(publicUrl(t.deps.env)).host}`)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(ownPage.body).toMatchObject({ isValid: true, added: 1 });
  });

  it("refuses an import into a cancelled party's read-only list", async () => {
    const party = await createEventFor(t.app, host, { title: 'Cancelled import' });
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, party.id));
    const res = await importCsv(party.id, 'Name,Email\nAnn,ann@example.com\n');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      isValid: false,
      message: 'This party has been canceled, so its guest list can no longer be changed.',
    });
    expect(await guestsOf(party.id)).toEqual([]);
  });

  it('rejects a file without Name and Email columns, or not a .csv, with the spec message', async () => {
    const party = await createEventFor(t.app, host, { title: 'Wrong file party' });
    for (const [content, name] of [
      ['first,last\nAnn,Lee\n', 'guests.csv'],
      // A Phone column is read beside Name and Email, not instead of them.
      ['Phone,City\n4155550123,SF\n', 'guests.csv'],
      ['Name,Email\nAnn,ann@example.com\n', 'guests.txt'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), 'image.csv'],
    ] as const) {
      const res = await importCsv(party.id, content, host, name);
      expect(res.body).toMatchObject({
        isValid: false,
        message: 'Sorry, that CSV is not in a format we recognize.',
      });
    }
    expect(await guestsOf(party.id)).toEqual([]);
  });

  it('accepts 10,000 rows and refuses 10,001', async () => {
    const party = await createEventFor(t.app, host, { title: 'Big party' });
    const rows = Array.from({ length: 10_000 }, (_, i) => `Guest ${i},guest${i}@example.com`);
    const res = await importCsv(party.id, `Name,Email\n${rows.join('\n')}\n`);
    expect(res.body).toMatchObject({ isValid: true, added: 10_000, errors: [] });
    const other = await createEventFor(t.app, host, { title: 'Too big party' });
    const tooMany = await importCsv(other.id, `Name,Email\n${rows.join('\n')}\nOne more,more@example.com\n`);
    expect(tooMany.body).toMatchObject({ isValid: false, added: 0 });
    expect(await guestsOf(other.id)).toEqual([]);
  }, 60_000);

  it('is for hosts only', async () => {
    const party = await createEventFor(t.app, host, { title: 'Private import' });
    expect((await importCsv(party.id, 'Name,Email\nA,a@example.com\n', stranger)).status).toBe(403);
    const anonymous = await request(t.app)
      .post('/api/invites/csv')
      .field('eventId', party.id)
      .attach('multipartFile', Buffer.from('Name,Email\nA,a@example.com\n'), 'g.csv');
    expect(anonymous.status).toBe(401);
    expect(await guestsOf(party.id)).toEqual([]);
  });
});

describe('CSV export', () => {
  let party: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, {
      title: 'Export party',
      questions: [{ question: 'Any allergies?' }, { question: '=cmd|calc' }],
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: '=HYPERLINK("http://evil")',
      email: 'evil@example.com',
      rsvpStatus: 'YES',
      additionalGuestCount: 2,
      rsvpMessage: '@SUM(1)',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Plain Guest',
      phone: '+14155550100',
      rsvpStatus: 'NO',
    });
  });

  it('downloads every field with formulas neutralised, named after the party and date', async () => {
    const res = await exportCsv(party.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    // The client names its download with the same shared rule: the party's date in its own zone.
    expect(res.headers['content-disposition']).toContain(`filename="${guestListFileName(party)}"`);
    expect(guestListFileName(party)).toMatch(/^Guestlist for Export party - \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await parseCsv(res.text);
    expect(rows[0]).toEqual([
      'RSVP Status',
      'Name',
      'Contact',
      'Additional Guests',
      'Message',
      'Any allergies?',
      `'=cmd|calc`,
    ]);
    expect(rows).toContainEqual([
      'YES',
      `'=HYPERLINK("http://evil")`,
      'evil@example.com',
      '2',
      `'@SUM(1)`,
      '',
      '',
    ]);
    expect(rows).toContainEqual(['NO', 'Plain Guest', `'+14155550100`, '0', '', '', '']);
  });

  it('keeps only the chosen fields from the base64 JSON segment', async () => {
    const fields = Buffer.from(JSON.stringify(['name', 'rsvp_status'])).toString('base64');
    const res = await request(t.app)
      .get(`/api/EventService/GetEventAttendeeCSV/${party.id}/export.csv/${fields}`)
      .set('Cookie', host.cookie);
    expect(res.status).toBe(200);
    const rows = await parseCsv(res.text);
    expect(rows[0]).toEqual(['RSVP Status', 'Name']);
  });

  it('writes a list longer than one page once, in order, with each answer in its question column', async () => {
    const big = await createEventFor(t.app, host, {
      title: 'Long list party',
      questions: [{ question: 'Coming by car?', questionType: 'YES_NO' }, { question: 'Favourite dish' }],
    });
    const [car, dish] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.eventId, big.id))
      .orderBy(asc(questions.position));
    // 2,600 guests: the file is written a page at a time, so this crosses page boundaries.
    const added = await t.db
      .insert(invitees)
      .values(
        Array.from({ length: 2600 }, (_, i) => ({
          eventId: big.id,
          role: 'ATTENDEE' as const,
          name: `Guest ${i}`,
          email: `long${i}@example.com`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        })),
      )
      .returning({ id: invitees.id, name: invitees.name });
    const byName = new Map(added.map((row) => [row.name, row.id]));
    await t.db.insert(answers).values([
      { inviteeId: byName.get('Guest 5')!, questionId: car!.id, isYes: true },
      { inviteeId: byName.get('Guest 1500')!, questionId: car!.id, isYes: false },
      { inviteeId: byName.get('Guest 2599')!, questionId: dish!.id, text: '=1+1 soup' },
    ]);
    const res = await exportCsv(big.id);
    expect(res.status).toBe(200);
    expect(res.text.split('\n').filter((line) => line === '')).toEqual([]);
    const rows = await parseCsv(res.text);
    expect(rows[0]).toEqual([
      'RSVP Status',
      'Name',
      'Contact',
      'Additional Guests',
      'Message',
      'Coming by car?',
      'Favourite dish',
    ]);
    // The organizer's own row besides the guests, who come oldest first.
    const guestRows = rows.slice(1).filter((row) => row[1]!.startsWith('Guest '));
    expect(rows).toHaveLength(1 + 1 + 2600);
    expect(guestRows.map((row) => row[1])).toEqual(added.map((row) => row.name));
    expect(guestRows[5]).toEqual(['INVITED', 'Guest 5', 'long5@example.com', '0', '', 'Yes', '']);
    expect(guestRows[1500]!.slice(5)).toEqual(['No', '']);
    expect(guestRows[2599]!.slice(5)).toEqual(['', `'=1+1 soup`]);
    expect(guestRows[6]!.slice(5)).toEqual(['', '']);

    // Only the chosen question's column, with its answers.
    const chosen = Buffer.from(JSON.stringify({ fields: ['name'], questions: [dish!.id] })).toString(
      'base64',
    );
    const some = await exportCsv(big.id, chosen);
    const someRows = await parseCsv(some.text);
    expect(someRows[0]).toEqual(['Name', 'Favourite dish']);
    expect(someRows).toContainEqual(['Guest 2599', `'=1+1 soup`]);
    expect(someRows).toContainEqual(['Guest 5', '']);
  }, 60_000);

  it('is for hosts only', async () => {
    const url = `/EventService/GetEventAttendeeCSV/${party.id}/export.csv`;
    expect((await request(t.app).get(url).set('Authorization', basicAuth(stranger))).status).toBe(403);
    expect((await request(t.app).get(url)).status).toBe(401);
  });
});

describe('a pasted list (queueInvites with skipDuplicates)', () => {
  it('adds the new guests and counts the ones already on the list, even those the table had not loaded', async () => {
    const party = await createEventFor(t.app, host, { title: 'Paste party' });
    await addInvitee(t.db, { eventId: party.id, name: 'Old Friend', email: 'old@example.com' });
    const pasted = [
      { name: 'new@example.com', email: 'new@example.com' },
      { name: 'Old Again', email: 'OLD@example.com' },
    ];
    // Without the flag one guest already on the list refuses the whole call, as before.
    const refused = await callError(t.app, 'queueInvites', { eventId: party.id, invitees: pasted }, host);
    expect(refused.message).toContain('Email has already been invited.');
    const result = await call<QueueInvitesResult>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: pasted, skipDuplicates: true },
      host,
    );
    expect(result).toMatchObject({ count: 1, skipped: 1 });
    expect((await guestsOf(party.id)).map((g) => g.email).sort()).toEqual([
      'new@example.com',
      'old@example.com',
    ]);
  });
});
