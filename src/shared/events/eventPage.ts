import { hasGuests } from './eventLabels';
import { hasStarted } from './eventClock';

// What the event page shows around the poster (spec section 2, "Event page"): the host toolbar and its menu,
// the 'Is your invitation ready?' prompt, preview mode, where the location line comes from, and how an
// invitation link's credentials combine with what the browser remembered.

export type HostToolbarInput = {
  startTime: number;
  cancelledTimestamp: number;
  attendingCount: number;
};

export type HostToolbar = {
  /** Edit: only while the start time is in the future (and never for a cancelled party). */
  canEdit: boolean;
  /** Send Message: only with more than one attendee. */
  canMessage: boolean;
  /**
   * The menu's last item: Cancel party with more than one attendee, else Delete party; nothing for a cohost
   * where it would be Delete party (spec section 6 leaves deleting to the host).
   */
  endAction: 'cancel' | 'delete' | null;
};

export function hostToolbar(
  event: HostToolbarInput,
  now: number,
  hostRole: 'host' | 'cohost' = 'host',
): HostToolbar {
  const cancelled = event.cancelledTimestamp > 0;
  // A cancelled party cannot be cancelled again; deleting is what is left.
  const endAction = !cancelled && hasGuests(event.attendingCount) ? 'cancel' : 'delete';
  return {
    canEdit: !cancelled && !hasStarted(event, now),
    canMessage: hasGuests(event.attendingCount),
    endAction: endAction === 'delete' && hostRole !== 'host' ? null : endAction,
  };
}

/**
 * 'Is your invitation ready?': a host whose party has at most one attendee and whose invitations have not gone
 * out yet (issue 38: it stayed after they had), not cancelled, not a preview.
 */
export function showInvitePrompt(input: {
  isHost: boolean;
  attendingCount: number;
  cancelledTimestamp: number;
  preview: boolean;
  /** The hosts' section counts: anyone awaiting or answered means invitations went out. */
  guestCounts?: { awaiting?: number; going?: number; notGoing?: number } | null;
}): boolean {
  const counts = input.guestCounts;
  const invited = (counts?.awaiting ?? 0) + (counts?.going ?? 0) + (counts?.notGoing ?? 0) > 0;
  return (
    input.isHost &&
    !hasGuests(input.attendingCount) &&
    !invited &&
    !input.cancelledTimestamp &&
    !input.preview
  );
}

type SearchLike = { has(name: string): boolean; get(name: string): string | null };

/**
 * Preview mode ('Return to editing your party'): the `preview` query flag (any value but 0/false), or
 * navigation state `{ preview: true }` from the editor.
 */
export function isPreviewMode(search: SearchLike, navigationState: unknown): boolean {
  if (search.has('preview')) {
    const value = (search.get('preview') ?? '').trim().toLowerCase();
    if (value !== '0' && value !== 'false') return true;
  }
  return (
    typeof navigationState === 'object' &&
    navigationState !== null &&
    (navigationState as { preview?: unknown }).preview === true
  );
}

export type LocationLine = 'shown' | 'hidden' | 'withheld' | 'none';

/**
 * The location line: the place when the server sent one; for a visitor (who the server never sends it to)
 * 'Please log in or RSVP to view the location'; for a guest still waiting for the host (`waitsForHost`, who
 * is not sent it either) that it comes with approval; otherwise the party simply has no place yet.
 */
export function locationLine(
  hasLocation: boolean,
  role: 'host' | 'cohost' | 'guest' | 'visitor',
  waitsForHost = false,
): LocationLine {
  if (hasLocation) return 'shown';
  if (role === 'visitor') return 'hidden';
  return role === 'guest' && waitsForHost ? 'withheld' : 'none';
}

export type LinkCredentials = { inviteeUuid?: string; token?: string; name?: string };

/**
 * The credentials the page uses: the link's (URL) values win over what the browser stored. A link for a
 * different invitee replaces the stored one entirely (its token and name belong to someone else); a link with
 * only a token keeps the stored invitee id only when no other invitee id is known. `save` is what to store.
 */
export function mergeLinkCredentials(
  stored: LinkCredentials,
  fromUrl: { inviteeUuid?: string; token?: string },
): { access: LinkCredentials; save: boolean } {
  if (!fromUrl.inviteeUuid && !fromUrl.token) return { access: stored, save: false };
  const otherInvitee = Boolean(fromUrl.inviteeUuid) && fromUrl.inviteeUuid !== stored.inviteeUuid;
  // A new token without an id may be someone else's: the token decides who the guest is.
  const otherToken = !fromUrl.inviteeUuid && Boolean(fromUrl.token) && fromUrl.token !== stored.token;
  const base: LinkCredentials = otherInvitee ? {} : { ...stored };
  if (otherToken) {
    delete base.inviteeUuid;
    delete base.name;
  }
  const access: LinkCredentials = { ...base };
  if (fromUrl.inviteeUuid) access.inviteeUuid = fromUrl.inviteeUuid;
  if (fromUrl.token) access.token = fromUrl.token;
  const save =
    access.inviteeUuid !== stored.inviteeUuid || access.token !== stored.token || access.name !== stored.name;
  return { access, save };
}

/**
 * Whether loading the page asks the server to write nothing (getEvent's `preview` flag): a host's preview, and
 * /ro, whose read-only page must not mark anyone's invitation seen or give a signed-in reader a row.
 */
export function viewWritesNothing(page: { preview: boolean; readOnly: boolean }): boolean {
  return page.preview || page.readOnly;
}

/**
 * After login the stored invitee ids go (spec section 4, "after login: finish login, clear stored invitee ids"),
 * but only once the server has merged the account into the invitation: until then the stored link is what lets
 * the page find the guest's answer and claim it for the account.
 */
export function guestAccessClaimed(input: {
  signedIn: boolean;
  invitee: { isVerified: boolean } | null | undefined;
  access: { inviteeUuid?: string; token?: string };
}): boolean {
  const stored = Boolean(input.access.inviteeUuid || input.access.token);
  return input.signedIn && stored && input.invitee?.isVerified === true;
}

/** The text a share sheet or the clipboard gets: the page address without credentials or one-time flags. */
export function shareableEventUrl(origin: string, eventId: string): string {
  return `${origin.replace(/\/+$/, '')}/event/${encodeURIComponent(eventId)}`;
}
