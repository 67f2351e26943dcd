import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

// The people a user shares a party with (spec: mutual members). One definition serves both the add-guest
// suggestions (fetchMutualMembers) and the check on queueInvites that a guest added by account is one of them,
// so the list a host picks from and what the server accepts cannot drift apart. The host's contacts that have
// an account are guests of the host's own parties, so they are always in here too.

/**
 * CTEs ending in `shared (user_id, event_id)`: one row per other person and party they share with `me`.
 * - On a party `me` hosts or co-hosts (accepted): everyone on it, as the guest table shows them.
 * - On a party `me` is only a guest of: whoever its guest list shows a guest (eventsPresent.visibleAttendees),
 *   and only when the list is public. A private list reveals nobody, and hidden, waitlisted or denied guests
 *   never appear. Otherwise opening a link (which gives a signed-in user a guest row) would be enough to
 *   learn who else was asked.
 */
function sharedPartiesSql(me: string): SQL {
  return sql`managed as (
      select e.id as event_id from events e where e.organizer_id = ${me}
      union
      select c.event_id from cohosts c where c.user_id = ${me} and c.status = 'accepted'
    ), attended as (
      select e.id as event_id, e.has_waitlist
        from invitees mine join events e on e.id = mine.event_id
       where mine.user_id = ${me} and e.public_guest_list
         and e.id not in (select event_id from managed)
    ), shared as (
      select i.user_id, i.event_id
        from invitees i join managed m on m.event_id = i.event_id
       where i.user_id is not null and i.user_id <> ${me}
      union
      select i.user_id, i.event_id
        from invitees i join attended a on a.event_id = i.event_id
       where i.user_id is not null and i.user_id <> ${me}
         and (i.role = 'ORGANIZER'
              or (i.rsvp_status <> 'HIDDEN'
                  and not (a.has_waitlist
                           and coalesce(i.waitlist_status in ('PENDING_APPROVAL', 'DENIED'), false))))
    )`;
}

export type MutualMemberRow = {
  user_id: string;
  name: string;
  photo_url: string | null;
  shared: number;
  emails: string[];
};

/**
 * One page of mutual members, most shared parties first. `emails` holds only addresses the caller already has:
 * those on the member's rows in the guest tables of the caller's own parties (typed by a host there, or by the
 * member while answering without an account). The account's own addresses are never read here.
 */
export async function mutualMembersPage(
  db: Db,
  me: string,
  page: { offset: number; limit: number },
): Promise<MutualMemberRow[]> {
  const result = await db.execute<MutualMemberRow>(sql`
    with ${sharedPartiesSql(me)}, others as (
      select user_id, count(distinct event_id)::int as shared from shared group by user_id
    )
    select u.id::text as user_id, u.name, u.photo_url, o.shared,
           coalesce((select array_agg(distinct lower(i.email) order by lower(i.email))
                       from invitees i join managed m on m.event_id = i.event_id
                      where i.user_id = u.id and i.email is not null), '{}') as emails
      from others o join users u on u.id = o.user_id
     where u.name is not null
     order by o.shared desc, lower(u.name), u.id
     limit ${page.limit} offset ${page.offset}`);
  return result.rows;
}

/** Which of `userIds` share a party with `me`: the accounts `me` may add to a guest list by id. */
export async function usersSharingAParty(
  db: Db,
  me: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Set();
  const result = await db.execute<{ user_id: string }>(sql`
    with ${sharedPartiesSql(me)}
    select distinct user_id::text as user_id from shared
     where user_id::text in ${wanted}`);
  return new Set(result.rows.map((row) => row.user_id));
}
