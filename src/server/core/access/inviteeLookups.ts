import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { sha256Hex } from '../../platform/auth/crypto';
import { type Db, preparedFor } from '../../platform/db/client';
import { cacheSlot, type EventCache } from '../../platform/db/eventCache';
import { cohosts, invitationTokens, invitees, userEmails, userPhones } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import type { EventRow, InviteeRow } from './rows';

// The lookups resolveViewer (eventsAccess.ts) makes to place a caller: the invitee a link names, the user's own
// invitation, whether they cohost, an unclaimed invitation with one of their verified contacts. The first three
// are asked on every page view and answer: prepared statements, read from the instance's synced event cache when
// resolveViewer has one.

export type LinkCredentials = { inviteeUuid?: string; token?: string };

const invalidLink = () => new DomainError('FORBIDDEN', RSVP_MESSAGES.linkInvalid);

const ownInviteeStatement = preparedFor((db) =>
  db
    .select()
    .from(invitees)
    .where(
      and(eq(invitees.eventId, sql.placeholder('eventId')), eq(invitees.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('elk_own_invitee'),
);

/** The user's own invitation on the event (the row that carries their user id), if any. */
export async function findOwnInvitee(
  db: Db,
  eventId: string,
  userId: string,
): Promise<InviteeRow | undefined> {
  const [row] = await ownInviteeStatement(db).execute({ eventId, userId });
  return row;
}

/**
 * The invitee a link's token names (and, when the link names an invitee id too, only that invitee), as prepared
 * statements: every guest's page view and answer starts with this lookup, so its query is built once per
 * database handle. A token acts while it is not revoked (invitation_tokens: a host changing the guest's
 * address revokes the tokens sent to the old one). The id alone is looked up too, but only to mark the
 * invitation seen: an id is never a credential.
 */
const linkStatements = preparedFor((db) => {
  const byToken = (name: string, ...conditions: SQL[]) =>
    db
      .select({ invitee: invitees })
      .from(invitationTokens)
      .innerJoin(invitees, eq(invitees.id, invitationTokens.inviteeId))
      .where(
        and(
          eq(invitationTokens.tokenHash, sql.placeholder('tokenHash')),
          isNull(invitationTokens.revokedAt),
          eq(invitees.eventId, sql.placeholder('eventId')),
          ...conditions,
        ),
      )
      .limit(1)
      .prepare(name);
  return {
    both: byToken('elk_invitee_by_link', eq(invitees.id, sql.placeholder('inviteeId'))),
    token: byToken('elk_invitee_by_token'),
    id: db
      .select({ invitee: invitees })
      .from(invitees)
      .where(
        and(eq(invitees.eventId, sql.placeholder('eventId')), eq(invitees.id, sql.placeholder('inviteeId'))),
      )
      .limit(1)
      .prepare('elk_invitee_by_id'),
  };
});

type LinkedInvitee = { invitee: InviteeRow; tokenMatched: boolean };

/**
 * The invitee a link names. A token must be a live token of an invitee of this event (and of the named
 * invitee, when one is named too); an invitee id alone must be an invitee of this event, and comes back with
 * `tokenMatched` false: it may mark the invitation seen, nothing else. Anything else is refused with a clear
 * error, so a guessed, foreign or revoked credential can neither read nor change anything.
 */
export async function inviteeFromLink(
  db: Db,
  eventId: string,
  link: LinkCredentials,
  synced: EventCache | undefined,
): Promise<LinkedInvitee | undefined> {
  if (!link.token && !link.inviteeUuid) return undefined;
  const kind = link.token && link.inviteeUuid ? 'both' : link.token ? 'token' : 'id';
  const params = {
    eventId,
    tokenHash: link.token ? sha256Hex(link.token) : '',
    inviteeId: link.inviteeUuid ?? '',
  };
  const load = async () => (await linkStatements(db)[kind].execute(params))[0]?.invitee;
  // Kept under the very credentials that found it, so a cached row answers only the same link.
  const row = synced
    ? await synced.getKeyed(eventId, LINKED_INVITEE, `${kind}:${params.tokenHash}:${params.inviteeId}`, load)
    : await load();
  if (!row || row.rsvpStatus === 'HIDDEN') throw invalidLink();
  return { invitee: row, tokenMatched: Boolean(link.token) };
}

const acceptedCohostStatement = preparedFor((db) =>
  db
    .select({ id: cohosts.id })
    .from(cohosts)
    .where(
      and(
        eq(cohosts.eventId, sql.placeholder('eventId')),
        eq(cohosts.userId, sql.placeholder('userId')),
        eq(cohosts.status, 'accepted'),
      ),
    )
    .limit(1)
    .prepare('elk_accepted_cohost'),
);

// Each guest's invitation by the link that names it (getKeyed: a party's guests are too many for a slot each).
const LINKED_INVITEE = cacheSlot<InviteeRow | undefined>('the invitee a link names');
// A signed-in user's own invitation and whether they cohost, by user (getKeyed): kept until the event changes.
const OWN_INVITEE = cacheSlot<InviteeRow | undefined>("a user's own invitation");
const COHOSTS = cacheSlot<boolean>('whether a user cohosts');

/** The user's own invitation, for resolveViewer: from the synced cache when there is one. */
export async function ownInviteeAs(
  db: Db,
  event: EventRow,
  userId: string,
  synced: EventCache | undefined,
): Promise<InviteeRow | undefined> {
  const load = () => findOwnInvitee(db, event.id, userId);
  return synced ? synced.getKeyed(event.id, OWN_INVITEE, userId, load) : load();
}

/** Whether the user is an accepted cohost of the event, for resolveViewer: from the synced cache when there is one. */
export async function cohostsAs(db: Db, eventId: string, userId: string, synced: EventCache | undefined) {
  const load = async () => (await acceptedCohostStatement(db).execute({ eventId, userId })).length > 0;
  return synced ? synced.getKeyed(eventId, COHOSTS, userId, load) : load();
}

/** An unclaimed invitee of the event with one of the user's verified e-mails or phones. */
export async function inviteeByUserContact(db: Db, eventId: string, userId: string) {
  const [emails, phones] = await Promise.all([
    db.select({ v: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId)),
    db.select({ v: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId)),
  ]);
  const matches: SQL[] = [];
  if (emails.length)
    matches.push(
      inArray(
        invitees.email,
        emails.map((e) => e.v),
      ),
    );
  if (phones.length)
    matches.push(
      inArray(
        invitees.phone,
        phones.map((p) => p.v),
      ),
    );
  if (!matches.length) return undefined;
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.eventId, eventId), isNull(invitees.userId), or(...matches)))
    .orderBy(invitees.createdAt)
    .limit(1);
  return row && row.rsvpStatus !== 'HIDDEN' ? row : undefined;
}
