import { ROLES, type Role } from '../helpers/securityFixtures';

/**
 * The permission matrix: for every tRPC procedure (and, where one procedure serves several purposes, each
 * purpose as `path#variant`), what each role gets when it calls with a valid input. permissions.test.ts checks
 * that these keys are exactly the router's procedures, so a new procedure fails the suite until it is added
 * here, and then calls every cell.
 *
 * Outcomes (what permissions.test.ts accepts for each):
 * - ok:      the call succeeds. Where the reply says who the caller is (viewer.role), not as a mere visitor.
 * - visitor: the call succeeds, but as a visitor: only the public invitation (no place, nobody's contacts).
 * - deny:    refused and nothing changes: FORBIDDEN, NOT_FOUND (someone else's thing answers as missing),
 *            UNAUTHORIZED, or an RSVP reply that asks the caller to sign in instead of recording anything.
 * - signIn:  refused with UNAUTHORIZED: the procedure is for signed-in users only.
 * - reject:  the caller may ask, but this request makes no sense for them and is refused with a clear
 *            BAD_REQUEST or CONFLICT (e.g. the host accepting their own cohost link).
 * Every reply that succeeds must also leak nothing of the party the role does not already know (e-mail
 * addresses, invitee ids, link tokens: securityFixtures.secretsHiddenFrom).
 *
 * Roles (securityFixtures.ts): the host; an accepted cohost; a cohost the host removed (holding the link they
 * accepted through); an invited guest signed in; an invited guest with their link's token, not signed in; a
 * caller who knows an invitee's id but not its token; a signed-in guest of another party presenting that
 * party's token with this party's id; a signed-in stranger; an anonymous visitor; and the removed cohost again,
 * presenting the invitee id of a guest they saw in the guest table. Roles never given a cohost link present one
 * that was never issued. Issue 37: without a session only a token acts as a guest; an id alone acts as nobody
 * (it may only mark the invitation seen), so the id-only caller sees what a visitor sees.
 *
 * Spec section 6: the host does everything; an accepted cohost manages the party with them, except that
 * deleting it, managing cohosts and waitlist decisions are the host's alone; a removed cohost is nobody
 * special; visitors see only the public invitation.
 */
export type Outcome = 'ok' | 'visitor' | 'deny' | 'signIn' | 'reject';

const ok = 'ok';
const visitor = 'visitor';
const deny = 'deny';
const signIn = 'signIn';
const reject = 'reject';

type Row = readonly [
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
];

const EVERYONE: Row = [ok, ok, ok, ok, ok, ok, ok, ok, ok, ok];
const SIGNED_IN: Row = [ok, ok, ok, ok, signIn, signIn, ok, ok, signIn, ok];
/** Host and accepted cohost (eventHostProcedure). */
const HOSTS: Row = [ok, ok, deny, deny, signIn, signIn, deny, deny, signIn, deny];
/** The organizer alone. */
const ORGANIZER: Row = [ok, deny, deny, deny, signIn, signIn, deny, deny, signIn, deny];

// prettier-ignore
const TABLE: Record<string, Row> = {
  //                                          host     cohost   removed  guestS   guestT   idOnly   other    strangr  anon     rmWithIds
  'auth.sendEmailSignInCode':                 EVERYONE,
  'auth.signInWithEmailAndCode':              EVERYONE,
  'auth.sendPhoneSignInCode':                 EVERYONE,
  'auth.signInWithPhoneAndCode':              EVERYONE,
  'auth.authenticate':                        EVERYONE,
  'auth.refetchAccessToken':                  EVERYONE,
  'auth.signInWithRefreshToken':              EVERYONE,
  'auth.session':                             EVERYONE,
  'auth.socialProviders':                     EVERYONE,
  'auth.logout':                              SIGNED_IN,
  'auth.sendPiiVerificationCode':             SIGNED_IN,
  'auth.verifyWithPiiAndCode':                SIGNED_IN,

  'accounts.appStoreLinks':                      EVERYONE,
  'accounts.siteDetails':                        EVERYONE,
  'accounts.exportMyData':                       SIGNED_IN,
  'accounts.calendarFeed':                       SIGNED_IN,
  'accounts.resetCalendarFeed':                  SIGNED_IN,
  'accounts.getHasElkProfile':                   SIGNED_IN,
  // Spec section 7's check by phone: only a number verified on the caller's own account is answered.
  'accounts.getHasElkProfile#byPhone':           [deny,    deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'accounts.createElkUser':                      SIGNED_IN,
  'accounts.getElkUser':                         SIGNED_IN,
  'accounts.updateElkUser':                      SIGNED_IN,
  'accounts.optOut':                             SIGNED_IN,
  'accounts.snoozeMergeNudge':                   SIGNED_IN,
  'accounts.answerTextPermissionPrompt':         SIGNED_IN,
  'accounts.confirmUserMerge':                   SIGNED_IN,
  'accounts.deleteAccount':                      SIGNED_IN,

  'events.editEventDetails#create':           SIGNED_IN,
  'events.editEventDetails#update':           HOSTS,
  'events.getEvent#preview':                  [ok,      ok,      visitor, ok,      ok,      visitor, deny,    visitor, visitor, visitor],
  'events.getEvent#open':                     [ok,      ok,      ok,      ok,      ok,      visitor, deny,    ok,      visitor, ok],
  'events.fetchEvents':                       SIGNED_IN,
  // Live updates (issue 15): whoever may open the page hears that it changed (never what); the messages a
  // viewer may read are filtered per viewer (test/api/live/liveUpdates.test.ts).
  'events.onEventPageChange':                 [ok,      ok,      ok,      ok,      ok,      ok,      deny,    ok,      ok,      ok],
  'events.onEventListChange':                 SIGNED_IN,
  'drafts.cloneEvent':                        HOSTS,
  // Today cohosts may cancel; the spec lists cancelling among the host's tools without saying whether
  // cohosts share it.
  'events.cancelEvent':                       HOSTS,
  // Issue #11 (a): an accepted cohost cannot delete the party.
  'events.deleteEvent':                       ORGANIZER,

  'rsvp.getEventPreview':                  [ok,      ok,      visitor, ok,      ok,      visitor, deny,    visitor, visitor, visitor],
  // Issue #11 (d): an invitee id without its token does not act for that invitee.
  'rsvp.updateAttendance':                 [ok,      ok,      ok,      ok,      ok,      deny,    deny,    ok,      ok,      ok],
  'rsvp.updateAttendanceThroughEmail':     [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'rsvp.updateAttendanceByLink':           [ok,      ok,      ok,      ok,      ok,      deny,    deny,    ok,      ok,      ok],
  'guests.reviewAttendee':                   ORGANIZER,
  // The page's guest list, page by page: whoever may open the page (a public list), under aliases.
  'guests.listEventGuests':                  [ok,      ok,      ok,      ok,      ok,      ok,      deny,    ok,      ok,      ok],
  // The hosts' own sections (Unsent, the waitlist): nobody else, signed in or not.
  'guests.listEventGuests#hostsOnly':        [ok,      ok,      deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny],
  'guests.fetchGuestList':                   HOSTS,
  'guests.onGuestListChange':                 HOSTS,
  'guests.queueInvites':                     HOSTS,
  'guests.deletePendingInvites':             HOSTS,
  'guests.deleteInvitees':                   HOSTS,
  'guests.editInvitee':                      HOSTS,
  'guests.sendInvites':                      HOSTS,
  'guests.sendTemplateEmail':                HOSTS,
  'guests.fetchContacts':                    SIGNED_IN,
  // Issue #11 (c): the reply holds no e-mail address the caller did not have (checked on every ok cell).
  'guests.fetchMutualMembers':               SIGNED_IN,

  'messages.sendEventComment#blast':          [ok,      ok,      deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'messages.sendEventComment#reply':          [ok,      ok,      deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  // Issue 37: an invitee id without its token neither writes to the hosts as that guest nor reads their
  // messages (the spec has guests reach messages "through tokens"); nor does a page-opener read the blasts.
  'messages.sendEventComment#toHosts':        [reject,  reject,  deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'messages.sendPrivateMessage':              HOSTS,
  'messages.getEventMessageHistory':          [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'messages.getUserEventMessageHistory':      HOSTS,

  // Issue 44, the guest wall: the hosts and the party's guests (by session or their link's token), as for
  // messages and the album; an invitee id alone, a removed cohost, another party's guest, a stranger and the
  // public link neither read nor write it.
  'wall.getWall':                             [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'wall.post':                                [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'wall.react':                               [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  // Someone else's post (the host's): only the hosts may delete it.
  'wall.deletePost':                          [ok,      ok,      deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny],
  // The caller's own post: every member who could write it may delete it.
  'wall.deletePost#own':                      [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'wall.hidePost':                            HOSTS,
  'wall.setOpen':                             HOSTS,
  // Following is a guest's choice; the hosts hear of posts by their update setting.
  'wall.follow':                              [reject,  reject,  deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],

  // An unsubscribe link is its own credential (RFC 8058 one-click): whoever holds the mail's link may use it.
  'notifications.unsubscribeStatus':          EVERYONE,
  'notifications.setUnsubscribed':            EVERYONE,
  'notifications.messageSettings':            SIGNED_IN,
  'notifications.setMessageOptOut':           SIGNED_IN,

  'drafts.editEventDraft#new':                SIGNED_IN,
  'drafts.editEventDraft#fromEvent':          HOSTS,
  'drafts.editEventDraft#overwrite':          [ok,      deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'drafts.fetchDraft':                        [ok,      deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'drafts.fetchDrafts':                       SIGNED_IN,
  'drafts.onDraftChange':                     [ok,      deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'drafts.deleteDraft':                       [ok,      deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],

  'cohosts.fetchCohosts':                     HOSTS,
  'cohosts.getCohostAccess':                  SIGNED_IN,
  // Issue #11 (b): the link a removed cohost accepted through no longer works for them.
  'cohosts.getCohostInvite':                  [ok,      ok,      deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'cohosts.updateCohostStatus':               [reject,  ok,      deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'cohosts.addCohost':                        ORGANIZER,
  'cohosts.resendCohostInvite':               ORGANIZER,
  'cohosts.getCohostLink':                    ORGANIZER,
  'cohosts.invalidateCohostLink':             ORGANIZER,
  'cohosts.removeCohost':                     ORGANIZER,

  // Issue 18: the album is for the hosts and the party's guests (by session or their link's token); a removed
  // cohost, an invitee id alone, another party's guest, a stranger and the public link see nothing of it.
  'album.getAlbumDetails':                    [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  'album.getPreviewAlbumDetails':             [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  // The album link's code is the key: whoever holds it is shown which party it opens.
  'album.openAlbumLink':                      EVERYONE,
  // Someone else's photo (the host's): only the hosts may remove it.
  'album.removePhoto':                        [ok,      ok,      deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny],
  // The caller's own photo: every member who could add it may remove it.
  'album.removePhoto#own':                    [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  // Kept on the account when signed in, else on the invitation the link's token names.
  'album.setPhotoUploadMode':                 [ok,      ok,      ok,      ok,      ok,      deny,    ok,      ok,      signIn,  ok],
  'images.gallery':                           EVERYONE,
  'images.getEventDescription':               EVERYONE,

  // Coins belong to accounts. The matrix's app has no Stripe keys, so a signed-in caller's payment calls are
  // refused with 'payments are not configured' (CONFLICT); coinPayments.test.ts covers them with a stand-in.
  'coins.fetchCoinBalance':                   SIGNED_IN,
  'coins.fetchCoinPacks':                     EVERYONE,
  'coins.initializePayment':                  [reject,  reject,  reject,  reject,  signIn,  signIn,  reject,  reject,  signIn,  reject],
  'coins.verifyCoinPurchase':                 [reject,  reject,  reject,  reject,  signIn,  signIn,  reject,  reject,  signIn,  reject],
  // The test checkout is development's alone: the matrix's app (NODE_ENV=test) answers it as missing.
  'coins.settleTestCheckout':                 [deny,    deny,    deny,    deny,    signIn,  signIn,  deny,    deny,    signIn,  deny],
  'themes.fetchEventInspirations':            EVERYONE,
  'themes.fetchEventSuggestion':              EVERYONE,
  'landing.subscribeNewsletter':              EVERYONE,
  'landing.confirmNewsletter':                EVERYONE,
  'images.getSearchKeywords':                 EVERYONE,
  'images.generateEventImage':                SIGNED_IN,
  // Visitors' covers, paid from the free balance their browser holds; anyone may ask (limited per address).
  'images.sampleEventImage':                  EVERYONE,
  'images.getEventImageHistory':              SIGNED_IN,
  'images.fetchPreviousImages':               HOSTS,
  'images.coverColors':                       EVERYONE,
  'images.searchBackgrounds':                 EVERYONE,
  'places.autocomplete':                      EVERYONE,
  'places.details':                           EVERYONE,
  'places.timeZone':                          EVERYONE,
  // Song requests: anyone may ask whether they are set up; connecting and playlists are the caller's own
  // account's; searching is for whoever may answer the party; the requested songs for its people only.
  'music.connection':                         EVERYONE,
  'music.startConnect':                       SIGNED_IN,
  'music.completeConnect':                    SIGNED_IN,
  'music.disconnect':                         SIGNED_IN,
  'music.createPlaylist':                     SIGNED_IN,
  'music.searchTracks':                       [ok,      ok,      ok,      ok,      ok,      ok,      deny,    ok,      ok,      ok],
  'music.eventSongs':                         [ok,      ok,      deny,    ok,      ok,      deny,    deny,    deny,    deny,    deny],
  // The dev outbox shows every sign-in code: only a browser on the server's own machine, never through a
  // proxy, may read it (NOT_FOUND in production). These calls arrive forwarded from another address, so every
  // role is refused; test/security/outbox.test.ts covers the local reader.
  'dev.outbox':                               [deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny,    deny],
};

export type MatrixKey = string;

/** The expected outcome of every cell, by `path` or `path#variant` and role. */
export const PERMISSION_MATRIX: Record<MatrixKey, Record<Role, Outcome>> = Object.fromEntries(
  Object.entries(TABLE).map(([key, row]) => [
    key,
    Object.fromEntries(ROLES.map((role, i) => [role, row[i]!])) as Record<Role, Outcome>,
  ]),
);

/** The procedure path of a matrix key (`path#variant` → `path`). */
export const pathOf = (key: MatrixKey) => key.split('#')[0]!;
