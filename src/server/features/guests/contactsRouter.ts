import { sql } from 'drizzle-orm';
import {
  fetchContactsInput,
  fetchContactsResultSchema,
  fetchMutualMembersInput,
  fetchMutualMembersResultSchema,
} from '../../../shared/guests/schema';
import { mutualMembersPage } from './mutualMembers';
import { authedProcedure } from '../../platform/trpc/procedures';

// People the signed-in user can pick in the add-guest input. Only the contract's fields leave the server.

const CONTACTS_PAGE = 100;
const MEMBERS_PAGE = 50;

/** Page tokens are plain offsets; anything unreadable starts from the beginning. */
function offsetOf(token: string | null | undefined): number {
  const value = Number.parseInt(token ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

type ContactRow = {
  contact_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  photo_url: string | null;
  user_id: string | null;
  source: number;
};

export const contactsProcedures = {
  /**
   * Contacts the user created plus everyone they invited before, one per e-mail, by name then e-mail. Where
   * both exist the invitation wins (source 'invitee': a past invitee, with the account when it has one).
   */
  fetchContacts: authedProcedure
    .input(fetchContactsInput)
    .output(fetchContactsResultSchema)
    .query(async ({ ctx, input }) => {
      const me = ctx.user.id;
      const offset = offsetOf(input?.pageToken);
      const result = await ctx.db.execute<ContactRow>(sql`
      with people as (
        select c.id::text as contact_id, c.name, c.email, c.phone, c.photo_url, null::uuid as user_id, 0 as source
          from contacts c where c.owner_id = ${me}
        union all
        select i.id::text, i.name, i.email, i.phone, i.photo_url, i.user_id, 1
          from invitees i join events e on e.id = i.event_id
         where e.organizer_id = ${me} and i.user_id is distinct from ${me}
           and (i.email is not null or i.phone is not null)
      ), distinct_people as (
        select distinct on (coalesce(lower(email), phone, contact_id)) *
          from people
         order by coalesce(lower(email), phone, contact_id), user_id nulls last, source desc, contact_id
      )
      select contact_id, name, email, phone, photo_url, user_id, source from distinct_people
       order by lower(name), lower(coalesce(email, phone, '')), contact_id
       limit ${CONTACTS_PAGE + 1} offset ${offset}`);
      const rows = result.rows;
      const hasMore = rows.length > CONTACTS_PAGE;
      return {
        contacts: rows.slice(0, CONTACTS_PAGE).map((row) => ({
          contactId: row.contact_id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          photoUrl: row.photo_url,
          userId: row.user_id,
          source: row.source === 0 ? ('contact' as const) : ('invitee' as const),
        })),
        hasMore,
        nextPageToken: hasMore ? String(offset + CONTACTS_PAGE) : null,
      };
    }),

  /**
   * People with accounts the caller shares a party with, most shared first (domain/mutualMembers.ts decides
   * who counts). Their e-mails are only the addresses the caller already has; an account's own never leaves.
   */
  fetchMutualMembers: authedProcedure
    .input(fetchMutualMembersInput)
    .output(fetchMutualMembersResultSchema)
    .query(async ({ ctx, input }) => {
      const offset = offsetOf(input?.pageToken);
      const rows = await mutualMembersPage(ctx.db, ctx.user.id, { offset, limit: MEMBERS_PAGE + 1 });
      const hasMore = rows.length > MEMBERS_PAGE;
      return {
        mutualMembers: rows.slice(0, MEMBERS_PAGE).map((row) => ({
          member: { userId: row.user_id, name: row.name, emails: row.emails, photoUrl: row.photo_url },
          sharedEvents: row.shared,
        })),
        hasMore,
        pageToken: String(hasMore ? offset + MEMBERS_PAGE : offset + rows.length),
      };
    }),
};
