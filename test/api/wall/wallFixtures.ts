import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import type { Wall, WallPost } from '../../../src/shared/wall/schema';
import type { ReactionCount, WallReaction } from '../../../src/shared/wall/reactions';
import { signInByEmail } from '../../helpers/rpc';
import type { TestApp } from '../../helpers/testApp';
import { type TrpcReply, trpcCall } from '../../helpers/trpcHttp';
import { addInvitee, type Session } from '../events/eventsFixtures';

// What the guest wall's tests share (issue 44): the people around a party (hosts signed in, guests by session
// or by their link's token, as the invitation mail gives it) and the wall's procedures called over tRPC as the
// party page calls them, with whatever credentials the caller holds.

/** Invitation-link credentials as the wall's procedures take them. */
export type Link = { inviteeUuid?: string; token?: string };

/** Someone calling the wall: a session cookie, a link, both or neither. */
export type Member = { name: string; cookie?: string; link: Link; email?: string; inviteeId?: string };

export const ANONYMOUS: Member = { name: 'Nobody', link: {} };

const KINDS = {
  getWall: 'query',
  post: 'mutation',
  react: 'mutation',
  deletePost: 'mutation',
  hidePost: 'mutation',
  setOpen: 'mutation',
  follow: 'mutation',
} as const;
export type WallProcedure = keyof typeof KINDS;

/** A signed-in account of its own (a host, a cohost, a guest with an account). */
export async function account(t: TestApp, email: string, name: string): Promise<Member & Session> {
  const session = await signInByEmail(t.app, t.db, email, name);
  return { ...session, name, email, link: {} };
}

type InviteeValues = Parameters<typeof addInvitee>[1];

/**
 * A guest invited to the party, holding their invitation link's token (not signed in). Going, with their
 * invitation sent, unless `values` say otherwise.
 */
export async function linkGuest(
  t: TestApp,
  eventId: string,
  name: string,
  values: Partial<Omit<InviteeValues, 'eventId' | 'name'>> = {},
): Promise<Member & { inviteeId: string; token: string }> {
  const token = randomBytes(18).toString('base64url');
  const row = await addInvitee(t.db, {
    eventId,
    name,
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
    tokenHash: sha256Hex(token),
    ...values,
  });
  return {
    name,
    email: row.email ?? undefined,
    link: { inviteeUuid: row.id, token },
    inviteeId: row.id,
    token,
  };
}

/** A guest with an account whose invitation is theirs (invited under their account), calling signed in. */
export async function sessionGuest(t: TestApp, eventId: string, email: string, name: string) {
  const person = await account(t, email, name);
  const row = await addInvitee(t.db, {
    eventId,
    userId: person.userId,
    name,
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
  });
  return { ...person, inviteeId: row.id };
}

/** The wall's procedures for one party. `raw` answers the reply as it came; the others fail on an error. */
export function wallOf(t: TestApp, eventId: string) {
  const raw = (
    procedure: WallProcedure,
    who: Member,
    input: Record<string, unknown> = {},
  ): Promise<TrpcReply> =>
    trpcCall(
      t.app,
      { path: `wall.${procedure}`, kind: KINDS[procedure] },
      { eventId, ...who.link, ...input },
      { cookie: who.cookie },
    );
  async function ok<T>(procedure: WallProcedure, who: Member, input: Record<string, unknown> = {}) {
    const reply = await raw(procedure, who, input);
    if (reply.error) {
      throw new Error(`wall.${procedure} as ${who.name} failed: ${reply.error.code} ${reply.error.message}`);
    }
    return reply.data as T;
  }
  return {
    raw,
    read: (who: Member, cursor?: string) => ok<Wall>('getWall', who, cursor ? { cursor } : {}),
    post: (who: Member, text: string, postId: string = randomUUID()) =>
      ok<WallPost>('post', who, { postId, text }),
    react: (who: Member, postId: string, reaction: WallReaction, on = true) =>
      ok<{ postId: string; reactions: ReactionCount[] }>('react', who, { postId, reaction, on }),
    remove: (who: Member, postId: string) => ok<{ deleted: true }>('deletePost', who, { postId }),
    hide: (who: Member, postId: string, hidden = true) => ok<WallPost>('hidePost', who, { postId, hidden }),
    setOpen: (who: Member, open: boolean) => ok<{ open: boolean }>('setOpen', who, { open }),
    follow: (who: Member, following = true) => ok<{ following: boolean }>('follow', who, { following }),
  };
}

/** The texts of a wall's posts, newest first. */
export const textsOf = (wall: Wall) => wall.posts.map((post) => post.text);

/** The error code and message of a reply that should be a refusal (undefined fields when it succeeded). */
export const refusal = (reply: TrpcReply) => ({ code: reply.error?.code, message: reply.error?.message });
