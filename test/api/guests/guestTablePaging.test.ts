import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGuestRow } from '../../../src/server/features/guests/guestListRows';
import { GUEST_CURSOR_INVALID } from '../../../src/server/features/guests/guestTableQuery';
import { answers, invitees, questions } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { tallyGuests } from '../../../src/shared/guests/guestStates';
import { answerText, sortGuests, type SortState } from '../../../src/shared/guests/guestTable';
import {
  applyFilters,
  type FilterKey,
  isPendingInvite,
  matchesSearch,
} from '../../../src/shared/guests/inviteFilters';
import type { GuestListResult, GuestRow } from '../../../src/shared/guests/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  call,
  callError,
  createEventFor,
  headerAuth,
  type Session,
  trpcQuery,
} from '../events/eventsFixtures';

const FORBIDDEN = -32003;

// Issue 14: the host's guest table pages by cursor. Walking every page of a 1,000-guest party must give each
// guest of a bucket exactly once, in the table's order, with the chips' counts equal to the pure rules over
// the whole list (so the SQL form of the buckets cannot drift from rules/guestStates and rules/inviteFilters).

let t: TestApp;
let host: Session;
let stranger: Session;
let party: ElkEvent;
let questionUuid = '';
/** The whole list as the pure rules see it, read straight from the database. */
let everyone: GuestRow[] = [];

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'bu'];
const RSVPS = ['INVITED', 'INVITED', 'INVITED', 'SEEN', 'YES', 'NO', 'HIDDEN'] as const;
const INVITES = ['PENDING', 'FAILED', 'SUCCESS', 'OPENED', 'TRIGGERED', null] as const;
const WAITLIST = [null, null, null, 'PENDING_APPROVAL', 'APPROVED', 'DENIED'] as const;

/** A name of letters only, so that PostgreSQL's and JavaScript's case-insensitive orders agree. */
function nameOf(i: number): string {
  const word = [i % 10, Math.floor(i / 10) % 10, Math.floor(i / 100) % 10].map((d) => SYLLABLES[d]).join('');
  return i % 3 === 0 ? word[0]!.toUpperCase() + word.slice(1) : word;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'paging-host@example.com', 'Paula Pages');
  stranger = await signInByEmail(t.app, t.db, 'paging-stranger@example.com', 'Sam Stranger');
  party = await createEventFor(t.app, host, { title: 'Big party', hasWaitlist: true });
  const [question] = await t.db.select().from(questions).where(eq(questions.eventId, party.id));
  questionUuid = question!.id;
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    eventId: party.id,
    name: nameOf(i),
    // Some guests only by phone (invited by text), a few with neither shown (not an account here: no userId).
    email: i % 7 === 0 ? null : `g${i}@example.com`,
    phone: i % 7 === 0 ? `+1415555${String(i).padStart(4, '0')}` : null,
    role: i % 11 === 0 ? null : ('ATTENDEE' as const),
    rsvpStatus: RSVPS[i % RSVPS.length]!,
    inviteStatus: INVITES[i % INVITES.length]!,
    waitlistStatus: WAITLIST[i % WAITLIST.length]!,
    additionalGuestCount: i % 4,
  }));
  const inserted = await t.db.insert(invitees).values(rows).returning({ id: invitees.id });
  await t.db.insert(answers).values(
    inserted
      .filter((_, i) => i % 5 !== 0)
      .map(({ id }, i) => ({
        inviteeId: id,
        questionId: questionUuid,
        text: i % 9 === 0 ? ' ' : `nuts ${i % 13}`,
      })),
  );
  const stored = await t.db.select().from(invitees).where(eq(invitees.eventId, party.id));
  const storedAnswers = await t.db.select().from(answers).where(eq(answers.questionId, questionUuid));
  everyone = stored.map((row) =>
    toGuestRow(
      row,
      storedAnswers
        .filter((a) => a.inviteeId === row.id)
        .map((a) => ({ questionUuid: a.questionId, text: a.text, isYes: a.isYes, song: a.song })),
    ),
  );
}, 60_000);
afterAll(() => t.close());

type Query = { filter?: FilterKey[]; search?: string; sort?: SortState & { questionUuid?: string } };

const page = (params: Record<string, unknown>, who: Session = host) =>
  call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id, ...params }, who);

/** Every page of one query, in order. */
async function walk(query: Query, limit: number): Promise<{ rows: GuestRow[]; pages: GuestListResult[] }> {
  const pages: GuestListResult[] = [];
  let cursor: string | null = null;
  do {
    const reply: GuestListResult = await page({ ...query, limit, cursor });
    expect(reply.guests.length).toBeLessThanOrEqual(limit);
    pages.push(reply);
    cursor = reply.nextCursor;
  } while (cursor && pages.length < 100);
  return { rows: pages.flatMap((p) => p.guests), pages };
}

/** The table as the pure rules would show it from the whole list. */
function expected(query: Query): GuestRow[] {
  const asTable = everyone.map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g));
  const shown = applyFilters(asTable, query.filter ?? ['ALL'], true).filter((g) =>
    matchesSearch(g, query.search ?? ''),
  );
  return sortGuests(shown, query.sort ?? null, query.sort?.questionUuid ?? null, true);
}

describe('fetchGuestList pages by cursor', () => {
  const filters: FilterKey[][] = [
    ['ALL'],
    ['UNSENT'],
    ['GOING'],
    ['NOT_GOING'],
    ['AWAITING'],
    ['WAITLIST'],
    ['GOING', 'UNSENT'],
    ['WAITLIST', 'NOT_GOING'],
  ];
  for (const filter of filters) {
    it(`walks every guest of ${filter.join('+')} once, in the table's order`, async () => {
      const { rows, pages } = await walk({ filter }, 97);
      const ids = rows.map((g) => g.inviteeId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected({ filter }).map((g) => g.inviteeId));
      expect(pages.every((p) => p.matched === ids.length)).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    });
  }

  const sorts: NonNullable<Query['sort']>[] = [
    { column: 'name', direction: 'desc' },
    { column: 'status', direction: 'asc' },
    { column: 'contact', direction: 'asc' },
    { column: 'question', direction: 'desc', questionUuid: '' },
  ];
  for (const sort of sorts) {
    it(`keeps a header sort (${sort.column} ${sort.direction}) across pages`, async () => {
      const query: Query = {
        filter: ['ALL'],
        sort: sort.column === 'question' ? { ...sort, questionUuid } : sort,
      };
      const { rows } = await walk(query, 150);
      const ids = rows.map((g) => g.inviteeId);
      expect(new Set(ids).size).toBe(everyone.length);
      if (sort.column === 'status') expect(ids).toEqual(expected(query).map((g) => g.inviteeId));
      // Names and answers here are plain lowercase words and digits, which every collation orders alike:
      // the column's key must run one way (empty answers after the others ascending, so first descending).
      if (sort.column === 'name' || sort.column === 'question') {
        const keys = rows
          .filter((g) => !g.isOrganizer)
          .map((g) => (sort.column === 'name' ? g.name : answerText(g, questionUuid)).toLowerCase())
          .map((key) => `${key === '' ? 1 : 0}|${key}`);
        const ordered = [...keys].sort();
        expect(keys).toEqual(sort.direction === 'asc' ? ordered : ordered.reverse());
      }
    });
  }

  it('searches name, e-mail and phone on the server, within the chosen bucket', async () => {
    const query: Query = { filter: ['UNSENT'], search: 'KAL' };
    const { rows } = await walk(query, 20);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((g) => g.inviteeId)).toEqual(expected(query).map((g) => g.inviteeId));
    const byPhone = await page({ search: '555000' });
    expect(byPhone.guests.map((g) => g.inviteeId)).toEqual(
      expected({ search: '555000' }).map((g) => g.inviteeId),
    );
  });

  it('counts the whole list by the shared rules, whatever the page, filter or search', async () => {
    const tally = tallyGuests(
      everyone.map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g)),
      true,
    );
    const pending = everyone.filter((g) => isPendingInvite(g));
    for (const params of [{}, { filter: ['GOING'], search: 'zz', limit: 5 }]) {
      const reply = await page(params);
      expect(reply.counts).toEqual(tally);
      expect(reply.guestRows).toBe(1000);
      expect(reply.pending).toEqual({
        count: pending.length,
        byText: pending.filter((g) => !g.email).length,
        sending: everyone.filter((g) => g.inviteStatus === 'TRIGGERED').length,
      });
    }
  });

  it('answers a caller without a filter or cursor with the first page of everyone, organizer on top', async () => {
    const reply = await page({});
    expect(reply.guests).toHaveLength(100);
    expect(reply.guests[0]!.isOrganizer).toBe(true);
    expect(reply.nextCursor).toEqual(expect.any(String));
  });

  it('refuses a bad cursor, a cursor of another sort and a limit over 200 with a clear 400', async () => {
    const first = await page({ limit: 10 });
    for (const cursor of ['not-a-cursor', 'e30', first.nextCursor!.slice(0, -4) + 'AAAA']) {
      // As the React client asks: a plain HTTP 400 with the sentence, never a 500.
      const res = await trpcQuery(t.app, 'guests.fetchGuestList', { eventId: party.id, cursor }, host.cookie);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(GUEST_CURSOR_INVALID);
    }
    const otherSort = await callError(
      t.app,
      'fetchGuestList',
      { eventId: party.id, cursor: first.nextCursor, sort: { column: 'name', direction: 'asc' } },
      host,
    );
    expect(otherSort.message).toBe(GUEST_CURSOR_INVALID);
    const tooMany = await trpcQuery(
      t.app,
      'guests.fetchGuestList',
      { eventId: party.id, limit: 5000 },
      host.cookie,
    );
    expect(tooMany.status).toBe(400);
  });

  it('gives a stranger nothing, not even the counts', async () => {
    const res = await rpc(
      t.app,
      'EventService',
      'fetchGuestList',
      { eventId: party.id },
      headerAuth(stranger),
    );
    expect(res.body.result).toBeUndefined();
    expect(res.body.error.code).toBe(FORBIDDEN);
    const viaTrpc = await trpcQuery(t.app, 'guests.fetchGuestList', { eventId: party.id }, stranger.cookie);
    expect(viaTrpc.status).toBe(403);
    expect(JSON.stringify(viaTrpc.body)).not.toContain('@example.com');
  });

  it('keeps the first page the same size for 5,000 guests as for 1,000', async () => {
    const small = JSON.stringify(await page({}));
    const more = Array.from({ length: 4000 }, (_, i) => ({
      eventId: party.id,
      name: `zz${nameOf(i)}`,
      email: `more${i}@example.com`,
      rsvpStatus: 'YES' as const,
      inviteStatus: 'SUCCESS' as const,
    }));
    for (let i = 0; i < more.length; i += 1000) await t.db.insert(invitees).values(more.slice(i, i + 1000));
    const big = await page({});
    expect(big.guests).toHaveLength(100);
    expect(big.guestRows).toBe(5000);
    // The page is the same guests (the new ones sort after them by name), so only the numbers changed.
    expect(Math.abs(JSON.stringify(big).length - small.length)).toBeLessThan(100);
  });
});

describe("'Send to N' without the loaded rows", () => {
  it('sends every pending guest, or with emailOnly only those with an e-mail, as fetchGuestList counts them', async () => {
    const small = await createEventFor(t.app, host, { title: 'Small party' });
    await call(
      t.app,
      'queueInvites',
      {
        eventId: small.id,
        invitees: [
          { name: 'Ann', email: 'ann@example.com' },
          { name: 'Bo', email: 'bo@example.com' },
          { name: 'Cy', phone: '+14155550123' },
        ],
      },
      host,
    );
    const before = await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: small.id }, host);
    expect(before.pending).toMatchObject({ count: 3, byText: 1 });
    const sent = await call<{ count: number }>(
      t.app,
      'sendInvites',
      { eventId: small.id, emailOnly: true },
      host,
    );
    expect(sent.count).toBe(2);
    const after = await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: small.id }, host);
    expect(after.pending).toMatchObject({ count: 1, byText: 1 });
    expect(after.guests.find((g) => g.name === 'Cy')?.inviteStatus).toBe('PENDING');
  });
});
