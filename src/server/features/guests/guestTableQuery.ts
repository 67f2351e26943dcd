import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { BucketKey, FilterKey } from '../../../shared/guests/inviteFilters';
import { CONNECTED_CONTACT_TEXT } from '../../../shared/guests/copy';
import type { SortState } from '../../../shared/guests/guestTable';
import type { GuestRow } from '../../../shared/guests/schema';
import type { Db } from '../../platform/db/client';
import { answers, invitees, sendFailures } from '../../platform/db/schema';
import { sendFailureText } from '../../../shared/guests/copy';
import { DomainError } from '../../platform/errors';
import { withAnswers } from './guestListRows';
import { type CursorValue, decodeGuestCursor, encodeGuestCursor } from './guestTableCursor';

// The host's guest table in SQL (issue 14): one page at a time in the table's order, and the chips' counts by
// aggregates, so a 5,000-guest party never loads its whole list per request. Each condition below is the SQL
// form of a pure rule in src/shared/guests (guestStates: guestStateOf, tallyGuests; inviteFilters:
// applyFilters, isPendingInvite, matchesSearch; guestTable: sortGuests; textInvites: invitedByText);
// test/api/guests/guestTablePaging.test.ts checks the two agree on every bucket of a 1,000-guest party.

export const GUEST_CURSOR_INVALID =
  'This page of the guest list is no longer valid (the list was sorted differently). Please reload the list.';

const isHost = sql`coalesce(${invitees.role} = 'ORGANIZER', false)`;
const inviteUnsent = sql`(${invitees.inviteStatus} is null or ${invitees.inviteStatus} in ('PENDING', 'FAILED'))`;

/**
 * waitlistStateOf is not null (waitlistHold): a guest (not a host, not hidden) waiting for approval while the
 * waitlist is on, or denied, whether or not it still is (a denial sticks when the waitlist is turned off).
 */
function onWaitlist(hasWaitlist: boolean): SQL {
  // coalesce: a guest with no waitlist status is not on it (a bare `in` would be null, and `not null` too).
  const held = hasWaitlist
    ? sql`coalesce(${invitees.waitlistStatus} in ('PENDING_APPROVAL', 'DENIED'), false)`
    : sql`coalesce(${invitees.waitlistStatus} = 'DENIED', false)`;
  return sql`(not ${isHost} and ${invitees.rsvpStatus} <> 'HIDDEN' and ${held})`;
}

/** guestStateOf is not null and not 'host': hidden guests and those the waitlist holds back are out. */
function counted(hasWaitlist: boolean): SQL {
  return sql`(not ${isHost} and ${invitees.rsvpStatus} <> 'HIDDEN' and not ${onWaitlist(hasWaitlist)})`;
}

/** The bucket of a counted guest (guestStateOf's switch). */
const IN_BUCKET: Record<Exclude<BucketKey, 'WAITLIST'>, SQL> = {
  GOING: sql`${invitees.rsvpStatus} = 'YES'`,
  NOT_GOING: sql`${invitees.rsvpStatus} = 'NO'`,
  AWAITING: sql`(${invitees.rsvpStatus} = 'SEEN' or (${invitees.rsvpStatus} = 'INVITED' and not ${inviteUnsent}))`,
  UNSENT: sql`(${invitees.rsvpStatus} = 'INVITED' and ${inviteUnsent})`,
};

/** peopleOf: the guest plus their extra guests when going. */
const people = sql`(1 + case when ${invitees.rsvpStatus} = 'YES' then greatest(0, ${invitees.additionalGuestCount}) else 0 end)`;
/** isWalkIn (for a guest who is not a host): no invitation, and answered. */
const walkIn = sql`(${invitees.inviteStatus} is null and ${invitees.rsvpStatus} <> 'INVITED')`;
/** isPendingInvite: what 'Send to N' sends (sendInvites without a list picks the same guests). */
const pendingInvite = sql`(not ${isHost} and ${invitees.rsvpStatus} = 'INVITED' and ${invitees.inviteStatus} in ('PENDING', 'FAILED'))`;
/** invitedByText: no e-mail, and a phone or an account to reach. */
const byText = sql`(coalesce(${invitees.email}, '') = '' and (coalesce(${invitees.phone}, '') <> '' or ${invitees.userId} is not null))`;

/** applyFilters: All (or nothing chosen) is every row; buckets are the counted guests in any of them. */
function filterCondition(filter: readonly FilterKey[] | undefined, hasWaitlist: boolean): SQL | undefined {
  if (!filter || filter.length === 0 || filter.includes('ALL')) return undefined;
  const buckets = filter
    .filter((key): key is Exclude<BucketKey, 'WAITLIST'> => key !== 'ALL' && key !== 'WAITLIST')
    .map((key) => and(counted(hasWaitlist), IN_BUCKET[key])!);
  if (filter.includes('WAITLIST')) buckets.push(onWaitlist(hasWaitlist));
  return or(...buckets);
}

/** matchesSearch: name, e-mail or phone containing the text, any case (strpos: no LIKE wildcards to escape). */
function searchCondition(search: string | undefined): SQL | undefined {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  const has = (column: SQL) => sql`strpos(lower(coalesce(${column}, '')), ${needle}) > 0`;
  return or(has(sql`${invitees.name}`), has(sql`${invitees.email}`), has(sql`${invitees.phone}`));
}

type SortKey = { expr: SQL; type: 'n' | 's'; desc: boolean };

/** guestTable's STATUS_RANK of guestStatus(guest, hasWaitlist): what needs the host's attention first. */
function statusRank(hasWaitlist: boolean): SQL {
  return sql`(case when ${isHost} then 0
  when ${onWaitlist(hasWaitlist)} then (case when ${invitees.waitlistStatus} = 'DENIED' then 9 else 2 end)
  when ${invitees.rsvpStatus} = 'YES' then 7 when ${invitees.rsvpStatus} = 'NO' then 8
  when ${invitees.rsvpStatus} = 'HIDDEN' then 10 when ${invitees.rsvpStatus} = 'SEEN' then 6
  else case coalesce(${invitees.inviteStatus}, 'PENDING') when 'FAILED' then 1 when 'PENDING' then 3
    when 'TRIGGERED' then 4 when 'SUCCESS' then 5 else 6 end end)`;
}

/** contactText without the organizer's dash (the organizer row is always first anyway). */
const contact = sql`coalesce(nullif(trim(${invitees.email}), ''), nullif(trim(${invitees.phone}), ''),
  case when ${invitees.userId} is not null then ${CONNECTED_CONTACT_TEXT}::text else '' end)`;

/** answerText for one question: 'song — artist', Yes/No, or the text; '' when unanswered. */
function answer(questionUuid: string | null | undefined): SQL {
  if (!questionUuid) return sql`''::text`;
  return sql`coalesce((select case when a.song is not null then (a.song->>'songName') || ' — ' || (a.song->>'artistName')
      when a.is_yes is true then 'Yes' when a.is_yes is false then 'No' else coalesce(trim(a.text), '') end
    from ${answers} a where a.invitee_id = ${invitees.id} and a.question_id = ${questionUuid}::uuid), '')`;
}

/** A text column sorts with its empty cells after the others (compareText), then by the text in any case. */
function textKeys(text: SQL, desc: boolean): SortKey[] {
  return [
    { expr: sql`(case when ${text} = '' then 1 else 0 end)`, type: 'n', desc },
    { expr: sql`lower(${text})`, type: 's', desc },
  ];
}

/**
 * The table's order as sort keys, ending in the id so that every row has its own place: the organizer first,
 * then the chosen column, then the spec's list order (pending invites first, then by name and e-mail).
 */
function sortKeys(
  sort: SortState,
  questionUuid: string | null | undefined,
  hasWaitlist: boolean,
): { tag: string; keys: SortKey[] } {
  const desc = sort?.direction === 'desc';
  const column: SortKey[] = !sort
    ? []
    : sort.column === 'status'
      ? [{ expr: statusRank(hasWaitlist), type: 'n', desc }]
      : sort.column === 'name'
        ? textKeys(sql`${invitees.name}`, desc)
        : sort.column === 'contact'
          ? textKeys(contact, desc)
          : textKeys(answer(questionUuid), desc);
  const keys: SortKey[] = [
    { expr: sql`(case when ${isHost} then 0 else 1 end)`, type: 'n', desc: false },
    ...column,
    {
      expr: sql`(case when ${invitees.rsvpStatus} = 'INVITED' and ${invitees.inviteStatus} = 'PENDING' then 0 else 1 end)`,
      type: 'n',
      desc: false,
    },
    { expr: sql`lower(${invitees.name})`, type: 's', desc: false },
    { expr: sql`lower(coalesce(${invitees.email}, ''))`, type: 's', desc: false },
    { expr: sql`${invitees.id}::text`, type: 's', desc: false },
  ];
  const tag = sort
    ? `${sort.column}:${sort.direction}:${sort.column === 'question' ? (questionUuid ?? '') : ''}`
    : 'default';
  return { tag, keys };
}

/** Rows after the cursor's row in the key order: (k1, k2, …) > (v1, v2, …), each key in its own direction. */
function afterCursor(keys: readonly SortKey[], values: readonly CursorValue[]): SQL {
  const branches = keys.map((key, i) => {
    const same = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${values[j]}`);
    const beyond = key.desc ? sql`${key.expr} < ${values[i]}` : sql`${key.expr} > ${values[i]}`;
    return and(...same, beyond)!;
  });
  return or(...branches)!;
}

export type GuestPageQuery = {
  filter?: readonly FilterKey[];
  search?: string;
  sort?: {
    column: NonNullable<SortState>['column'];
    direction: 'asc' | 'desc';
    questionUuid?: string | null;
  } | null;
  cursor?: string | null;
  limit: number;
};

/** One page of the table and where the next one starts (null after the last). */
export async function loadGuestPage(
  db: Db,
  event: { id: string; hasWaitlist: boolean },
  query: GuestPageQuery,
): Promise<{ guests: GuestRow[]; nextCursor: string | null }> {
  const sort: SortState = query.sort ? { column: query.sort.column, direction: query.sort.direction } : null;
  const { tag, keys } = sortKeys(sort, query.sort?.questionUuid, event.hasWaitlist);
  const conditions = [
    eq(invitees.eventId, event.id),
    filterCondition(query.filter, event.hasWaitlist),
    searchCondition(query.search),
  ];
  if (query.cursor) {
    const values = decodeGuestCursor(
      query.cursor,
      tag,
      keys.map((k) => k.type),
    );
    if (!values) throw new DomainError('BAD_REQUEST', GUEST_CURSOR_INVALID);
    conditions.push(afterCursor(keys, values));
  }
  const rows = await db
    .select({
      invitee: invitees,
      cursorKey: sql<CursorValue[]>`json_build_array(${sql.join(
        keys.map((k) => k.expr),
        sql`, `,
      )})`,
    })
    .from(invitees)
    .where(and(...conditions))
    .orderBy(...keys.map((k) => (k.desc ? sql`${k.expr} desc` : sql`${k.expr} asc`)))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeGuestCursor({ sort: tag, key: last.cursorKey }) : null;
  const guests = await withAnswers(
    db,
    page.map((row) => row.invitee),
  );
  return { guests: await withSendErrors(db, guests), nextCursor };
}

/** Each row's newest failed send, in words (the host sees why a guest got nothing). */
async function withSendErrors(db: Db, guests: GuestRow[]): Promise<GuestRow[]> {
  if (guests.length === 0) return guests;
  const failures = await db
    .selectDistinctOn([sendFailures.inviteeId], {
      inviteeId: sendFailures.inviteeId,
      kind: sendFailures.kind,
      reason: sendFailures.reason,
    })
    .from(sendFailures)
    .where(
      inArray(
        sendFailures.inviteeId,
        guests.map((guest) => guest.inviteeId),
      ),
    )
    .orderBy(sendFailures.inviteeId, desc(sendFailures.failedAt));
  const byGuest = new Map(failures.map((f) => [f.inviteeId, sendFailureText(f.kind, f.reason)]));
  return guests.map((guest) => ({ ...guest, sendError: byGuest.get(guest.inviteeId) ?? null }));
}

/**
 * The whole list's numbers in one aggregate pass: the tally (equal to tallyGuests over every row), the rows
 * this filter and search match, the rows that are not the organizer's, and the pending invites.
 */
export async function loadGuestCounts(
  db: Db,
  event: { id: string; hasWaitlist: boolean },
  query: Pick<GuestPageQuery, 'filter' | 'search'>,
) {
  const inState = counted(event.hasWaitlist);
  const sumPeople = (bucket: SQL) =>
    sql<number>`coalesce(sum(${people}) filter (where ${inState} and ${bucket}), 0)::int`;
  const shown =
    and(filterCondition(query.filter, event.hasWaitlist), searchCondition(query.search)) ?? sql`true`;
  const [row] = await db
    .select({
      going: sumPeople(IN_BUCKET.GOING),
      declined: sumPeople(IN_BUCKET.NOT_GOING),
      awaiting: sumPeople(IN_BUCKET.AWAITING),
      unsent: sumPeople(IN_BUCKET.UNSENT),
      waitlist: sql<number>`coalesce(sum(${people}) filter (where ${onWaitlist(event.hasWaitlist)}), 0)::int`,
      all: sql<number>`coalesce(sum(${people}) filter (where ${inState} or ${onWaitlist(event.hasWaitlist)}), 0)::int`,
      invited: sql<number>`(count(*) filter (where ${inState} and not ${walkIn}))::int`,
      walkIns: sql<number>`(count(*) filter (where ${inState} and ${walkIn}))::int`,
      matched: sql<number>`(count(*) filter (where ${shown}))::int`,
      guestRows: sql<number>`(count(*) filter (where not ${isHost}))::int`,
      pending: sql<number>`(count(*) filter (where ${pendingInvite}))::int`,
      pendingByText: sql<number>`(count(*) filter (where ${pendingInvite} and ${byText}))::int`,
      sending: sql<number>`(count(*) filter (where ${invitees.inviteStatus} = 'TRIGGERED'))::int`,
    })
    .from(invitees)
    .where(eq(invitees.eventId, event.id));
  const r = row!;
  return {
    counts: {
      going: r.going,
      declined: r.declined,
      awaiting: r.awaiting,
      unsent: r.unsent,
      waitlist: r.waitlist,
      all: r.all,
      invited: r.invited,
      walkIns: r.walkIns,
    },
    matched: r.matched,
    guestRows: r.guestRows,
    pending: { count: r.pending, byText: r.pendingByText, sending: r.sending },
  };
}
