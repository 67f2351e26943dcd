import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Attendee } from '../../../shared/events/schema';
import { shownGuestName } from '../../../shared/guests/guestList';
import {
  type GuestGroup,
  type GuestPageSection,
  type SectionFilter,
  sectionFilter,
  type SectionViewer,
  UNSENT_INVITE_STATUSES,
} from '../../../shared/guests/guestListPage';
import type { Db } from '../../platform/db/client';
import { invitees } from '../../platform/db/schema';
import type { InviteeRow } from '../../core/access/eventsAccess';
import { DomainError } from '../../platform/errors';
import { aliasInviteeId } from './invitees';

// An event's guest list read in slices, never whole (issue 14): counts by SQL aggregate, the first faces of
// each section and the pages of one section by LIMITed index ranges on (event_id, rsvp_status, created_at, id).
// Which guest is in which section is shared/guests/guestListPage.ts's sectionFilter, turned into SQL here.

/** The columns a guest-list entry shows, plus the row's place in invitation order (its keyset cursor). */
export type GuestListRow = Pick<
  InviteeRow,
  | 'id'
  | 'userId'
  | 'name'
  | 'photoUrl'
  | 'role'
  | 'rsvpStatus'
  | 'additionalGuestCount'
  | 'waitlistStatus'
  | 'email'
  | 'phone'
  | 'inviteStatus'
  | 'rsvpMessage'
> & {
  /** created_at as PostgreSQL prints it, to the microsecond (a JS Date would drop those and skip rows). */
  orderKey: string;
};

/** Who reads the list: hosts see everything; others see aliases, except their own row. */
export type ListReader = SectionViewer & { ownInviteeId?: string };

/** A guest's entry; contact details and invite state only with `withPrivateDetails`. */
export function attendeeOf(row: Omit<GuestListRow, 'orderKey'>, withPrivateDetails: boolean): Attendee {
  return {
    inviteeId: row.id,
    userId: row.userId,
    name: row.name,
    photoUrl: row.photoUrl,
    role: row.role,
    rsvpStatus: row.rsvpStatus,
    additionalGuestCount: row.additionalGuestCount,
    waitlistStatus: row.waitlistStatus,
    ...(withPrivateDetails
      ? {
          email: row.email,
          phone: row.phone,
          inviteStatus: row.inviteStatus,
          rsvpMessage: row.rsvpMessage,
        }
      : {}),
  };
}

/**
 * The entry as this reader may see it. Hosts: in full. The reader's own row: in full. Anyone else's: no
 * contact details, an alias for the invitee id (invitee ids open invitations), never an address as name, and
 * not whether they have opened their invitation (SEEN reads as INVITED: both are awaiting an answer), which is
 * for the hosts to know.
 */
export function attendeeFor(row: Omit<GuestListRow, 'orderKey'>, reader: ListReader): Attendee {
  if (reader.forHosts || row.id === reader.ownInviteeId) return attendeeOf(row, true);
  return {
    ...attendeeOf(row, false),
    name: shownGuestName(row.name),
    inviteeId: aliasInviteeId(row.id),
    rsvpStatus: row.rsvpStatus === 'SEEN' ? 'INVITED' : row.rsvpStatus,
  };
}

const WAITING = sql`('PENDING_APPROVAL', 'DENIED')`;
const UNSENT_STATUSES = UNSENT_INVITE_STATUSES.filter((s) => s !== null);

/** sectionFilter as SQL on invitees (one event's rows). */
export function sectionCondition(filter: SectionFilter): SQL {
  if (filter.organizer) return sql`${invitees.role} = 'ORGANIZER'`;
  const unsent = sql`(${invitees.inviteStatus} is null or ${invitees.inviteStatus} in (${sql.join(
    UNSENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
  const clauses = filter.clauses.map((clause) => {
    const rsvp = sql`${invitees.rsvpStatus} in (${sql.join(
      clause.rsvp.map((s) => sql`${s}`),
      sql`, `,
    )})`;
    if (clause.invite === undefined) return rsvp;
    return clause.invite === 'unsent' ? sql`(${rsvp} and ${unsent})` : sql`(${rsvp} and not ${unsent})`;
  });
  const parts: SQL[] = [
    sql`${invitees.role} is distinct from 'ORGANIZER'`,
    clauses.length ? sql`(${sql.join(clauses, sql` or `)})` : sql`false`,
  ];
  if (filter.waitlist === 'listed')
    parts.push(sql`(${invitees.waitlistStatus} is null or ${invitees.waitlistStatus} not in ${WAITING})`);
  if (filter.waitlist === 'notDenied') parts.push(sql`${invitees.waitlistStatus} is distinct from 'DENIED'`);
  if (filter.waitlist === 'waiting') parts.push(sql`${invitees.waitlistStatus} = 'PENDING_APPROVAL'`);
  return sql.join(parts, sql` and `);
}

const listColumns = sql`id, user_id, name, photo_url, role, rsvp_status, additional_guest_count,
  waitlist_status, email, phone, invite_status, rsvp_message, created_at::text as order_key`;

type RawRow = {
  id: string;
  user_id: string | null;
  name: string;
  photo_url: string | null;
  role: InviteeRow['role'];
  rsvp_status: InviteeRow['rsvpStatus'];
  additional_guest_count: number;
  waitlist_status: InviteeRow['waitlistStatus'];
  email: string | null;
  phone: string | null;
  invite_status: InviteeRow['inviteStatus'];
  rsvp_message: string | null;
  order_key: string;
  section?: GuestPageSection;
};

const fromRaw = (r: RawRow): GuestListRow => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  photoUrl: r.photo_url,
  role: r.role,
  rsvpStatus: r.rsvp_status,
  additionalGuestCount: r.additional_guest_count,
  waitlistStatus: r.waitlist_status,
  email: r.email,
  phone: r.phone,
  inviteStatus: r.invite_status,
  rsvpMessage: r.rsvp_message,
  orderKey: r.order_key,
});

/** The event's guests grouped by the columns that decide sections and counts: one short row per kind. */
export async function countGuestGroups(db: Db, eventId: string): Promise<GuestGroup[]> {
  return db
    .select({
      role: invitees.role,
      rsvpStatus: invitees.rsvpStatus,
      inviteStatus: invitees.inviteStatus,
      waitlistStatus: invitees.waitlistStatus,
      guests: sql<number>`count(*)::int`,
      extraGuests: sql<number>`coalesce(sum(greatest(${invitees.additionalGuestCount}, 0)), 0)::int`,
    })
    .from(invitees)
    .where(eq(invitees.eventId, eventId))
    .groupBy(invitees.role, invitees.rsvpStatus, invitees.inviteStatus, invitees.waitlistStatus);
}

/** The first `limit` guests of each section, in invitation order, in one round trip. */
export async function firstFaces(
  db: Db,
  eventId: string,
  sections: readonly GuestPageSection[],
  viewer: SectionViewer,
  limit: number,
): Promise<(GuestListRow & { section: GuestPageSection })[]> {
  if (!sections.length) return [];
  const selects = sections.map(
    (section) =>
      sql`(select ${listColumns}, ${section}::text as section from ${invitees}
        where ${invitees.eventId} = ${eventId} and ${sectionCondition(sectionFilter(section, viewer))}
        order by ${invitees.createdAt}, ${invitees.id} limit ${limit})`,
  );
  const result = await db.execute<RawRow>(sql.join(selects, sql` union all `));
  return result.rows.map((r) => ({ ...fromRaw(r), section: r.section! }));
}

// ——— Cursors: the last row's (created_at, id), opaque to callers ———

const ORDER_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BAD_CURSOR = 'This list link is out of date: please open the guest list again.';

export function encodeCursor(row: Pick<GuestListRow, 'orderKey' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.orderKey, row.id])).toString('base64url');
}

/** The cursor's position; a cursor not made by encodeCursor is a BAD_REQUEST, never a database error. */
export function decodeCursor(cursor: string): { orderKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [orderKey, id] = value as unknown[];
      if (typeof orderKey === 'string' && typeof id === 'string' && ORDER_KEY.test(orderKey) && UUID.test(id))
        return { orderKey, id };
    }
  } catch {
    // falls through to the clear error below
  }
  throw new DomainError('BAD_REQUEST', BAD_CURSOR);
}

/** One page of a section after `cursor` (keyset on created_at, id), and the cursor of the next, if any. */
export async function sectionPage(
  db: Db,
  eventId: string,
  section: GuestPageSection,
  viewer: SectionViewer,
  page: { cursor?: string; limit: number },
): Promise<{ rows: GuestListRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const conditions: SQL[] = [
    sql`${invitees.eventId} = ${eventId}`,
    sectionCondition(sectionFilter(section, viewer)),
  ];
  if (after)
    conditions.push(
      sql`(${invitees.createdAt}, ${invitees.id}) > (${after.orderKey}::timestamptz, ${after.id}::uuid)`,
    );
  const result = await db.execute<RawRow>(
    sql`select ${listColumns} from ${invitees} where ${and(...conditions)}
      order by ${invitees.createdAt}, ${invitees.id} limit ${page.limit + 1}`,
  );
  const rows = result.rows.slice(0, page.limit).map(fromRaw);
  const last = rows[rows.length - 1];
  return { rows, nextCursor: result.rows.length > page.limit && last ? encodeCursor(last) : null };
}
