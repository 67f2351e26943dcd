import type { z } from 'zod';
import type {
  RsvpInviteeInput,
  UpdateAttendanceInput,
  UpdateAttendanceResult,
  updateAttendanceByLinkInput,
  updateAttendanceThroughEmailInput,
} from './schema';
import { statusFromActionLink } from './rules';
import { type ActionRoute, actionDestination, parseEventPageQuery, type RsvpLinkValues } from './rsvpLink';

// The invisible action routes (spec section 2: /event/rsvp/action, /event/unauthrsvp/action,
// /event/updateemail/action, /event/updateuser/action; section 4, "RSVP via e-mail link"): which call a visit
// makes and where the browser goes next. Pure, so every route's choice is unit-tested.

/** An answer typed on the event page that needed a login first; kept in session storage across the login. */
export type PendingRsvp = { invitee: RsvpInviteeInput };

export type ActionCall =
  | { procedure: 'updateAttendance'; input: UpdateAttendanceInput }
  | { procedure: 'updateAttendanceThroughEmail'; input: z.input<typeof updateAttendanceThroughEmailInput> }
  | { procedure: 'updateAttendanceByLink'; input: z.input<typeof updateAttendanceByLinkInput> };

export type ActionPlan = { call: ActionCall; link: RsvpLinkValues; warnings: string[] };

type Params = { get(name: string): string | null; has(name: string): boolean };

/**
 * The call an action route makes. rsvp / unauthrsvp: the link's answer (signed in, by token, or by the name and
 * contact it carries). updateemail: by the e-mail's token (or the one this browser stored). updateuser (back
 * from the login the server asked for): the answer typed on the page when there is one, else the link's.
 */
export function planAction(
  route: ActionRoute,
  eventId: string,
  params: Params,
  stored: { token?: string; inviteeUuid?: string },
  pending: PendingRsvp | null,
): ActionPlan {
  const { query, warnings } = parseEventPageQuery(params);
  const r = params.get('r');
  const contactEmail = query.rsvpEmail ?? query.email;
  const link: RsvpLinkValues = {
    r,
    token: query.token,
    inviteeUuid: query.inviteeUuid,
    eventTitle: query.eventTitle,
    name: query.name,
    email: contactEmail,
    message: query.message,
    guestCount: query.guestCount,
    notificationPreference: query.notificationPreference,
    photoUploadMode: query.photoUploadMode,
  };
  const answer = {
    eventId,
    r,
    ...(query.inviteeUuid ? { inviteeUuid: query.inviteeUuid } : {}),
    // Without ng the link says nothing about extra guests: a previous yes keeps its count.
    ...(params.has('ng') ? { additionalGuestCount: query.guestCount } : {}),
    ...(query.message !== undefined ? { rsvpMessage: query.message } : {}),
    ...(query.notificationPreference ? { notificationPreference: query.notificationPreference } : {}),
    ...(query.photoUploadMode ? { photoUploadMode: query.photoUploadMode } : {}),
  };
  const contact = {
    ...(query.name ? { name: query.name } : {}),
    ...(contactEmail ? { email: contactEmail } : {}),
    ...(query.phone ? { phone: query.phone } : {}),
  };
  const token = query.token ?? stored.token;

  if (route === 'updateuser') {
    if (pending) {
      return {
        call: { procedure: 'updateAttendance', input: { eventId, invitee: pending.invitee } },
        link: { ...link, r: pending.invitee.rsvpStatus.toLowerCase() },
        warnings,
      };
    }
    // Signed in now: the server merges into the invitation by user, invitee id, phone or e-mail.
    return {
      call: { procedure: 'updateAttendanceByLink', input: { ...answer, ...contact } },
      link,
      warnings,
    };
  }
  if (route === 'updateemail' && token) {
    return {
      call: { procedure: 'updateAttendanceThroughEmail', input: { ...answer, token } },
      link,
      warnings,
    };
  }
  return {
    call: {
      procedure: 'updateAttendanceByLink',
      input: { ...answer, ...contact, ...(token ? { token } : {}) },
    },
    link,
    warnings,
  };
}

/** Navigation state the event page reads after an action route (spec section 2). */
export type ActionNavigationState = {
  showRSVP?: boolean;
  inviteeName?: string;
  nonUpdateRSVPThroughEmail?: boolean;
  /** The link chose how the guest shares photos (`pu`): the page points them at the party's album. */
  showPhotosPromo?: boolean;
};

export type ActionOutcome =
  { kind: 'login'; returnTo: string } | { kind: 'event'; to: string; state: ActionNavigationState };

/**
 * Where the route goes once the server answered: a login that comes back to the update-user route (the answer
 * travels in its query) when the server asks for one, else the event page with r=yes / r=no.
 */
export function actionOutcome(
  route: ActionRoute,
  eventId: string,
  result: Pick<UpdateAttendanceResult, 'shouldPromptLogin' | 'isNonUpdate'>,
  link: RsvpLinkValues,
): ActionOutcome {
  if (result.shouldPromptLogin && route !== 'updateuser') {
    return { kind: 'login', returnTo: actionDestination(eventId, result, link) };
  }
  const to = actionDestination(eventId, { shouldPromptLogin: false }, link);
  const state: ActionNavigationState = {};
  if (statusFromActionLink(link.r) !== 'SEEN') state.showRSVP = true;
  if (link.name) state.inviteeName = link.name;
  if (route === 'updateemail' && result.isNonUpdate) state.nonUpdateRSVPThroughEmail = true;
  if (link.photoUploadMode) state.showPhotosPromo = true;
  return { kind: 'event', to, state };
}
