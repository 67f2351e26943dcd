import { z } from 'zod';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { albumCredentialsSchema, setPhotoUploadModeInput } from '../../../shared/album/schema';
import { COHOST_MESSAGES } from '../../../shared/cohosts/copy';
import { MSG } from '../../../shared/common/copy';
import { idSchema } from '../../../shared/common/schema';
import { cohostLinkInput } from '../../../shared/cohosts/schema';
import { DRAFT_MESSAGES } from '../../../shared/drafts/copy';
import { draftUuidInput } from '../../../shared/drafts/schema';
import { eventIdInput, getEventInput } from '../../../shared/events/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { isPartyGuest } from '../../../shared/guests/partyGuest';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import {
  messageHistoryInput,
  sendEventCommentInput,
  type SenderProfile,
} from '../../../shared/messages/schema';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import { unsubscribeTokenSchema } from '../../../shared/notifications/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { inviteTokenSchema } from '../../../shared/rsvp/schema';
import { assertAlbumOpen, requireAlbumMember } from '../access/albumAccess';
import { findLiveCohostLink } from '../access/cohostsAccess';
import { findOwnDraft } from '../access/draftsAccess';
import {
  type EventRow,
  type EventViewer,
  type InviteeRow,
  isHostRole,
  ownInvitationOf,
  requireEvent,
  requireEventHost,
  requireViewer,
} from '../access/eventsAccess';
import { DomainError } from '../errors';
import { isDirectLocalRequest } from '../http/localOnly';
import { readUnsubscribeToken } from '../mail/unsubscribeLink';
import type { Context } from './context';
import { baseProcedure } from './trpc';

// Every procedure builder, in one place: each says who may call it and narrows ctx to what it checked, so a
// handler never decides a role itself. The rules behind them (resolveViewer, requireEventHost…) live in
// platform/access, where the Express routes (CSV, calendar) use the same ones. A builder passes next() only
// what it adds to ctx: tRPC merges it into the context itself (copying the whole context twice per builder
// showed in the profiles of the busiest calls).

const notSignedIn = () => new DomainError('UNAUTHORIZED', MSG.notSignedIn);
const forbidden = (message: string = MSG.forbidden) => new DomainError('FORBIDDEN', message);

// ——— Anyone, signed in, dev tools ———

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** Signed in: narrows ctx.user and ctx.session to non-null. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw notSignedIn();
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/** A signed-in user asking about themself: `userId`, when given, must be the caller's own. */
export const selfProcedure = authedProcedure
  .input(z.object({ userId: z.string().optional() }))
  .use(({ ctx, input, next }) => {
    if (input.userId && input.userId !== ctx.user.id) throw forbidden();
    return next();
  });

export const DEV_TOOLS_LOCAL_ONLY =
  'The dev outbox is only shown on the machine the server runs on: open it at http://localhost.';

/**
 * Only outside production (dev outbox and similar tools), and only to a browser on this machine: the outbox
 * holds every sign-in code, and `npm start` listens on all interfaces.
 */
export const devProcedure = baseProcedure.use(({ ctx, next }) => {
  if (ctx.env.NODE_ENV === 'production') throw new DomainError('NOT_FOUND', 'Not found');
  if (!isDirectLocalRequest(ctx.req)) throw forbidden(DEV_TOOLS_LOCAL_ONLY);
  return next();
});

// ——— Events: hosts, cohosts, viewers ———

/**
 * Anyone: ctx.viewer says what they may see (host, cohost, guest or visitor). For reading: the event row comes
 * from the instance's cache, synced (every change committed before the call, through any instance, is in it).
 */
export const eventViewerProcedure = publicProcedure.input(getEventInput).use(async ({ ctx, input, next }) => {
  const link = { inviteeUuid: input.inviteeUuid, token: input.token };
  const viewer = await requireViewer(ctx, input.eventId, link, 'synced');
  return next({ ctx: { viewer } });
});

/** Signed in, on an existing event (any role): ctx.event. For pages that say where the caller stands. */
export const signedInEventProcedure = authedProcedure
  .input(eventIdInput)
  .use(async ({ ctx, input, next }) => {
    return next({ ctx: { event: await requireEvent(ctx.db, input.eventId) } });
  });

/** Hosts and accepted cohosts of `eventId`: ctx.event is the stored event, ctx.hostRole which of the two. */
export const eventHostProcedure = authedProcedure.input(eventIdInput).use(async ({ ctx, input, next }) => {
  const access = await requireEventHost(ctx, input.eventId);
  return next({ ctx: { ...access } });
});

/** A cancelled party's guest list is read-only (spec section 4): refused with a clear CONFLICT. */
export function assertGuestListOpen(event: Pick<EventRow, 'cancelledAt'>): void {
  if (event.cancelledAt) throw new DomainError('CONFLICT', INVITE_MESSAGES.guestListReadOnly);
}

/** Hosts and accepted cohosts changing the guest list: only while the party is not cancelled. */
export const eventHostOpenProcedure = eventHostProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});

/** The organizer only, not cohosts: waitlist decisions, cohost management, deleting the party. */
export const eventOrganizerProcedure = eventHostProcedure.use(({ ctx, next }) => {
  if (ctx.hostRole !== 'host') throw forbidden();
  return next();
});

/**
 * The organizer changing the party's cohosts (adding, re-sending, removing): only while the party is not
 * cancelled, like every other change to who is on the party (spec section 4: the list becomes read-only).
 */
export const eventOrganizerOpenProcedure = eventOrganizerProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});

/**
 * Creating (no eventId: any signed-in user, ctx.event null) or editing (eventId: its hosts only, ctx.event
 * the stored event).
 */
export const eventEditorProcedure = authedProcedure
  .input(z.object({ eventId: idSchema.optional() }))
  .use(async ({ ctx, input, next }) => {
    const access = input.eventId ? await requireEventHost(ctx, input.eventId) : null;
    return next({ ctx: { event: access?.event ?? null } });
  });

// ——— Guests: by session or by invitation link ———

/** The link credentials a guest call may carry: token, inviteeUuid, or invitee.inviteeId (updateAttendance). */
const guestCredentials = z.object({
  eventId: idSchema,
  token: inviteTokenSchema.optional(),
  inviteeUuid: idSchema.optional(),
  invitee: z.object({ inviteeId: idSchema.optional() }).optional(),
});

/** The viewer behind a guest's credentials, refused when they do not hold (and, `open`, when the party is off). */
async function guestOfEvent(ctx: Context, input: z.infer<typeof guestCredentials>, open: boolean) {
  const link = { token: input.token, inviteeUuid: input.inviteeUuid ?? input.invitee?.inviteeId };
  const viewer = await requireViewer(ctx, input.eventId, link, 'synced');
  if (open && viewer.event.cancelledAt) throw new DomainError('CONFLICT', RSVP_MESSAGES.cancelled);
  return { viewer, event: viewer.event, invitee: viewer.invitee ?? null };
}

/**
 * A guest of `eventId` by session or link. ctx.viewer is the resolved viewer, ctx.event the event and
 * ctx.invitee the caller's invitation when one is known (else null: a signed-in user without one yet, or an
 * anonymous guest). A token or invitee id that does not belong to this event is refused (FORBIDDEN). The event
 * row is the synced cache's: every change committed before the call, without a query.
 */
export const eventGuestProcedure = publicProcedure
  .input(guestCredentials)
  .use(async ({ ctx, input, next }) => next({ ctx: await guestOfEvent(ctx, input, false) }));

/**
 * A guest answering: as eventGuestProcedure, only while the party is on (a cancelled party's list is read-only),
 * with `admit` (the answer's flood ceilings) run once the caller is known. Takes the procedure's whole input,
 * which carries the guest's credentials, and is parsed once: each middleware and each `.input()` of a tRPC
 * procedure copies its call options again, which showed in the profiles of the busiest write (issue 14).
 */
export function eventRsvpProcedure<Input extends z.ZodType<z.output<typeof guestCredentials>>>(
  input: Input,
  admit: (ctx: Context, event: EventRow) => void,
) {
  return publicProcedure.input(input).use(async ({ ctx, input: credentials, next }) => {
    const guest = await guestOfEvent(ctx, credentials, true);
    admit(ctx, guest.event);
    return next({ ctx: guest });
  });
}

// ——— Messages ———

/**
 * A guest's own invitation, for what only the party's guests share (messages, song requests): hosts write and
 * read as hosts even when they have a row, and a row that only records opening the public page, or a place
 * still waiting on (or refused from) the waitlist, makes nobody a guest: the album's rule (isPartyGuest).
 */
const guestInvitation = (viewer: Parameters<typeof ownInvitationOf>[0]) => {
  const own = viewer.role === 'guest' ? ownInvitationOf(viewer) : null;
  return own && isPartyGuest(own) ? own : null;
};

/**
 * Hosts and guests of the party (by session or link), not visitors: what only the party's own people see
 * (its song requests). ctx as eventGuestProcedure's.
 */
export const eventMemberProcedure = eventGuestProcedure.use(({ ctx, next }) => {
  if (!isHostRole(ctx.viewer.role) && !guestInvitation(ctx.viewer)) throw forbidden();
  return next();
});

export type MessageReader = { kind: 'host' } | { kind: 'guest'; invitee: InviteeRow };

/**
 * Who reads the party's messages as this viewer: its hosts (everything), a guest with their own invitation
 * (the blasts to their group and their own thread), or nobody (visitors). The rule of the message procedures
 * below and of the party page's live updates.
 */
export function messageReaderOf(viewer: EventViewer): MessageReader | null {
  if (isHostRole(viewer.role)) return { kind: 'host' };
  const invitee = guestInvitation(viewer);
  return invitee ? { kind: 'guest', invitee } : null;
}

/** Hosts and guests of the party (by session or link): ctx.reader says which. Visitors get nothing. */
export const messageReaderProcedure = publicProcedure
  .input(messageHistoryInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await requireViewer(ctx, input.eventId, {
      inviteeUuid: input.inviteeUuid,
      token: input.token,
    });
    const reader = messageReaderOf(viewer);
    if (!reader) throw forbidden(MESSAGE_TEXT.onlyGuests);
    return next({ ctx: { event: viewer.event, reader } });
  });

export type MessageAuthor =
  | { kind: 'host'; sender: SenderProfile & { userId: string } }
  | { kind: 'guest'; sender: SenderProfile; inviteeId: string };

/**
 * A blast or a reply to one guest: signed-in hosts only. Neither: a guest writing to the hosts. ctx.author is
 * who writes, with the name and photo shown beside the message.
 */
export const messageAuthorProcedure = publicProcedure
  .input(sendEventCommentInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await requireViewer(ctx, input.eventId, {
      inviteeUuid: input.inviteeUuid,
      token: input.token,
    });
    const hostOnly = input.isTextBlast || Boolean(input.receiverInviteeUuid);
    if (hostOnly) {
      if (!ctx.user) throw notSignedIn();
      if (!isHostRole(viewer.role)) throw forbidden();
      const sender = { userId: ctx.user.id, name: ctx.user.name ?? '', photoUrl: ctx.user.photoUrl ?? null };
      return next({
        ctx: { event: viewer.event, author: { kind: 'host', sender } as MessageAuthor },
      });
    }
    const invitee = guestInvitation(viewer);
    if (!invitee) {
      // A host writing without a receiver has not said to whom; anyone else is not a guest here.
      if (isHostRole(viewer.role)) throw new DomainError('BAD_REQUEST', MESSAGE_TEXT.notAGuest);
      throw forbidden(MESSAGE_TEXT.onlyGuests);
    }
    const sender = {
      userId: invitee.userId,
      name: invitee.name.trim() || ctx.user?.name || 'Guest',
      photoUrl: invitee.photoUrl ?? ctx.user?.photoUrl ?? null,
    };
    const author: MessageAuthor = { kind: 'guest', sender, inviteeId: invitee.id };
    return next({ ctx: { event: viewer.event, author } });
  });

// ——— Cohosts ———

/**
 * Signed in and holding a live cohost link of `eventId`: ctx.event and ctx.cohostLink. An unknown, invalidated
 * or other party's link is refused (FORBIDDEN) before the handler runs, so it changes nothing.
 */
export const cohostLinkProcedure = authedProcedure
  .input(cohostLinkInput)
  .use(async ({ ctx, input, next }) => {
    const event = await requireEvent(ctx.db, input.eventId);
    const cohostLink = await findLiveCohostLink(ctx.db, event.id, input.linkUuid);
    if (!cohostLink) throw forbidden(COHOST_MESSAGES.linkInvalid);
    return next({ ctx: { event, cohostLink } });
  });

/** Answering a cohost link (accept or decline): only while the party is not cancelled. */
export const cohostLinkOpenProcedure = cohostLinkProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});

// ——— Drafts: private to their author; someone else's draft answers exactly like a missing one ———

const draftNotFound = () => new DomainError('NOT_FOUND', DRAFT_MESSAGES.notFound);

/** The caller's own draft `eventUuid`: ctx.draft. */
export const draftOwnerProcedure = authedProcedure.input(draftUuidInput).use(async ({ ctx, input, next }) => {
  const draft = await findOwnDraft(ctx.db, ctx.user.id, input.eventUuid);
  if (!draft) throw draftNotFound();
  return next({ ctx: { draft } });
});

/**
 * Saving a draft: an `eventId` must be the caller's own draft (ctx.draft, else null for a new one), and the
 * event a draft edits (its stored base, or `baseEventId` for a new draft) must be one the caller hosts.
 */
export const draftWriterProcedure = authedProcedure
  .input(z.object({ eventId: idSchema.optional(), baseEventId: idSchema.optional() }))
  .use(async ({ ctx, input, next }) => {
    const draft = input.eventId ? await findOwnDraft(ctx.db, ctx.user.id, input.eventId) : null;
    if (input.eventId && !draft) throw draftNotFound();
    const baseEventId = draft ? draft.eventId : (input.baseEventId ?? null);
    if (baseEventId) await requireEventHost(ctx, baseEventId);
    return next({ ctx: { draft: draft ?? null, baseEventId } });
  });

// ——— Unsubscribe links ———

/**
 * The holder of an e-mail's unsubscribe link (platform/mail/unsubscribeLink.ts): the signed token is the
 * credential, as RFC 8058's one-click link is; it narrows ctx.unsubscribe to whom the mail was for. A link
 * that is not ours answers as missing.
 */
export const unsubscribeLinkProcedure = publicProcedure
  .input(z.object({ token: unsubscribeTokenSchema }))
  .use(({ ctx, input, next }) => {
    const claim = readUnsubscribeToken(ctx.secrets.codeKey, input.token);
    if (!claim) throw new DomainError('NOT_FOUND', NOTIFICATION_TEXT.linkInvalid);
    return next({ ctx: { unsubscribe: claim } });
  });

// ——— The party's photo album ———

/**
 * The party's hosts, its guests (by session or their link's token) and whoever holds the album link's code:
 * ctx.event, ctx.album (null until made) and ctx.member (who they are to the album). Anyone else: FORBIDDEN.
 */
export const albumMemberProcedure = publicProcedure
  .input(albumCredentialsSchema)
  .use(async ({ ctx, input, next }) => {
    const access = await requireAlbumMember(ctx, input);
    return next({ ctx: { ...access } });
  });

/** Adding or removing photos: album members, only while the party is on (a cancelled party's album is read-only). */
export const albumContributorProcedure = albumMemberProcedure.use(({ ctx, next }) => {
  assertAlbumOpen(ctx.event);
  return next();
});

export type UploadModeOwner = { kind: 'user'; userId: string } | { kind: 'invitee'; inviteeId: string };

/**
 * Whose default upload mode a call changes (ctx.owner): the signed-in account's, else the invitation that the
 * link's token names. Without either there is nobody to keep it for.
 */
export const uploadModeOwnerProcedure = publicProcedure
  .input(setPhotoUploadModeInput)
  .use(async ({ ctx, input, next }) => {
    if (ctx.user) return next({ ctx: { owner: { kind: 'user', userId: ctx.user.id } as UploadModeOwner } });
    if (!input.eventId || !input.token) throw notSignedIn();
    const viewer = await requireViewer(ctx, input.eventId, {
      token: input.token,
      inviteeUuid: input.inviteeUuid,
    });
    const own = viewer.tokenMatched ? ownInvitationOf(viewer) : null;
    if (!own) throw forbidden(ALBUM_MESSAGES.onlyMembers);
    return next({ ctx: { owner: { kind: 'invitee', inviteeId: own.id } as UploadModeOwner } });
  });
