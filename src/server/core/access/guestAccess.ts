import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/sessions';
import { type Db, isUniqueViolation, preparedFor } from '../../platform/db/client';
import { announcedByApp, announceEventChange } from '../../platform/db/eventChanges';
import type { DbNotifications } from '../../platform/db/notifications';
import { invitees } from '../../platform/db/schema';
import { type EventViewer, type InviteeRow, isHostRole, ownInvitationOf } from './eventsAccess';
import { findOwnInvitee } from './inviteeLookups';

// Turning a resolved viewer into a guest on record (spec sections 4 and 6): opening the invitation marks it
// seen; a signed-in user takes over the invitation their link or verified contact names; a signed-in user
// without one gets a row of their own (seen, no role) while the party is still on.

type User = Pick<SessionUser, 'id' | 'name' | 'photoUrl'>;

export type AdmitOptions = {
  /** Give a signed-in user without an invitation a row of their own (getEvent; not previews). */
  createRowForUser: boolean;
  /** Let a signed-in user take over an unclaimed invitation found by link or contact. */
  claim: boolean;
};

/**
 * Claims an unclaimed invitation for the user. The `user_id is null` condition makes a race between two
 * claimers safe; the unique (event, user) index stops a user from ending up with two rows.
 */
async function claimInvitee(db: Db, row: InviteeRow, user: User): Promise<InviteeRow | undefined> {
  try {
    const [claimed] = await db
      .update(invitees)
      .set({
        userId: user.id,
        name: row.name.trim() ? row.name : (user.name ?? ''),
        photoUrl: row.photoUrl ?? user.photoUrl,
        updatedAt: new Date(),
      })
      .where(and(eq(invitees.id, row.id), isNull(invitees.userId)))
      .returning();
    return claimed;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The invitation a signed-in user takes over: the unclaimed row, or (when someone else claimed it first, or the
 * user already has a row on this event) the user's own row; undefined when neither is theirs.
 */
export async function claimOrOwnRow(db: Db, row: InviteeRow, user: User): Promise<InviteeRow | undefined> {
  return (await claimInvitee(db, row, user)) ?? (await findOwnInvitee(db, row.eventId, user.id));
}

/** The user's own row on the event, created (seen, no role) when they have none. */
export async function ensureOwnRow(
  db: Db,
  eventId: string,
  user: User,
  now = new Date(),
): Promise<InviteeRow> {
  await db
    .insert(invitees)
    .values({
      eventId,
      userId: user.id,
      name: user.name ?? '',
      photoUrl: user.photoUrl,
      role: null,
      rsvpStatus: 'SEEN',
      seenAt: now,
    })
    .onConflictDoNothing();
  const row = await findOwnInvitee(db, eventId, user.id);
  if (!row) throw new Error('The invitee row vanished right after it was written');
  return row;
}

/** Invite statuses that become OPENED once the guest opens their invitation link (spec: invite status). */
const OPENABLE_INVITE_STATUSES = ['TRIGGERED', 'SUCCESS', 'CLICKED'] as const;

const opensInvite = (row: InviteeRow) =>
  (OPENABLE_INVITE_STATUSES as readonly string[]).includes(row.inviteStatus ?? '');

/**
 * Opening the invitation, as prepared statements (every guest's first view runs one: building it was a third
 * of that view's CPU): INVITED becomes SEEN and the first view is dated; answers are never touched. Opened
 * through the invitation link itself, a sent invite is also recorded as OPENED.
 */
const markSeenStatements = preparedFor((db) => {
  const statement = (name: string, opened: boolean) =>
    db
      .update(invitees)
      .set({
        // Decided in SQL so a yes that lands meanwhile is not turned back into seen.
        rsvpStatus: sql`case when ${invitees.rsvpStatus} = 'INVITED' then 'SEEN' else ${invitees.rsvpStatus} end`,
        seenAt: sql`coalesce(${invitees.seenAt}, ${sql.placeholder('now')}::timestamptz)`,
        ...(opened
          ? {
              inviteStatus: sql`case when ${invitees.inviteStatus} in ('TRIGGERED', 'SUCCESS', 'CLICKED') then 'OPENED' else ${invitees.inviteStatus} end`,
            }
          : {}),
      })
      // Always true; run on the row before its trigger fires, it makes this statement's writes notify nothing.
      .where(and(eq(invitees.id, sql.placeholder('id')), sql`${announcedByApp} = 'app'`))
      .returning()
      .prepare(name);
  return { seen: statement('elk_mark_seen', false), opened: statement('elk_mark_opened', true) };
});

/**
 * Marks the invitation seen (and opened, when `byLinkToken` and it was sent). A crowd opening its invitations
 * must not queue behind PostgreSQL's notify lock: the change is announced after it commits.
 */
async function markSeen(
  deps: AdmitDeps,
  row: InviteeRow,
  now: Date,
  byLinkToken: boolean,
): Promise<InviteeRow> {
  const openLink = byLinkToken && opensInvite(row);
  if (row.rsvpStatus !== 'INVITED' && row.seenAt && !openLink) return row;
  const statements = markSeenStatements(deps.db);
  const [seen] = await (openLink ? statements.opened : statements.seen).execute({ id: row.id, now });
  // Only the hosts see who has opened their invitation (others see an awaiting guest either way).
  if (seen) void announceEventChange(deps.notifications, row.eventId, 'hosts');
  return seen ?? row;
}

/** Marks the invitation seen, as opening it does, for a caller who acts as nobody (an id-only link). */
export async function markInvitationSeen(deps: AdmitDeps, row: InviteeRow): Promise<void> {
  await markSeen(deps, row, new Date(), false);
}

/** The database, and this instance's notifications (to announce a seen invitation after its commit). */
export type AdmitDeps = { db: Db; notifications?: DbNotifications };

export async function admitViewer(
  deps: AdmitDeps,
  user: User | null,
  viewer: EventViewer,
  options: AdmitOptions,
  now = new Date(),
): Promise<EventViewer> {
  if (isHostRole(viewer.role)) return viewer;
  // An id-only link marks its invitation seen (spec section 4) and gives the caller nothing of it.
  if (viewer.namedById) {
    await markSeen(deps, viewer.namedById, now, false);
    return { role: viewer.role, event: viewer.event };
  }
  // The invitation link was opened when its token named this invitee (kept across a claim below).
  const byLinkToken = viewer.tokenMatched === true;
  let current: EventViewer = viewer;
  const { db } = deps;
  if (user && options.claim && viewer.invitee && !viewer.invitee.userId) {
    const claimed = await claimOrOwnRow(db, viewer.invitee, user);
    current = claimed
      ? { ...viewer, role: 'guest', invitee: claimed, source: 'user' }
      : { role: 'visitor', event: viewer.event };
  }
  if (user && !current.invitee && options.createRowForUser && !viewer.event.cancelledAt) {
    const row = await ensureOwnRow(db, viewer.event.id, user, now);
    current = { role: 'guest', event: viewer.event, invitee: row, source: 'user' };
  }
  const own = ownInvitationOf(current);
  if (own) {
    const openedOwnLink = byLinkToken && own.id === viewer.invitee?.id;
    current = { ...current, invitee: await markSeen(deps, own, now, openedOwnLink) };
  }
  return current;
}
