import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { events } from '../../src/server/platform/db/schema';
import { addedPhoto, solidPhoto, uploadPhoto } from '../api/album/albumFixtures';
import { validEvent } from '../api/events/eventsFixtures';
import { unsubscribeToken } from '../../src/server/platform/mail/unsubscribeLink';
import { trpcCall } from '../helpers/trpcHttp';
import {
  type Caller,
  freshEmail,
  freshRefreshToken,
  freshSignInToken,
  freshToken,
  mergeProof,
  type World,
} from '../helpers/securityFixtures';
import type { TestApp } from '../helpers/testApp';
import { pendingNewsletterToken } from '../helpers/newsletter';
import type { MatrixKey } from './permissionMatrix';

/**
 * How each matrix cell is called: a valid input built from the world and the caller's own credentials, and
 * where it runs.
 * - shared:    on the one shared world; the call changes nothing another cell depends on.
 * - procedure: on a fresh world for this key, callers in CALL_ORDER (outsiders first, the host last), so a
 *              change one caller makes cannot decide another's outcome.
 * - cell:      on a fresh world for every caller (the call destroys what the others would need).
 * - account:   a fresh account takes the caller's role on a fresh world (the call ends the account or session).
 */
export type Scope = 'shared' | 'procedure' | 'cell' | 'account';

export type InputCase = {
  scope: Scope;
  input: (w: World, c: Caller, t: TestApp) => unknown;
  /** A waitlist party (reviewAttendee). */
  hasWaitlist?: boolean;
  /** Why this procedure's replies may show other people's data (dev tools only). */
  showsEveryonesData?: string;
};

const shared = (input: InputCase['input']): InputCase => ({ scope: 'shared', input });
const perProcedure = (input: InputCase['input']): InputCase => ({ scope: 'procedure', input });
const none = () => undefined;
const eventOnly = (w: World) => ({ eventId: w.party.id });
/** The event id plus whatever invitation link the caller holds. */
const withLink = (w: World, c: Caller) => ({ eventId: w.party.id, ...c.link });
const draft = { title: 'Matrix draft', questions: [] };
/** The album link's code of the world's party, as its host reads it. */
const albumCodeOf = (w: World, t: TestApp) =>
  w.once('albumCode', async () => {
    const album = await trpcCall(
      t.app,
      { path: 'album.getAlbumDetails', kind: 'query' },
      { eventId: w.party.id },
      w.people.host,
    );
    return (album.data as { albumCode: string }).albumCode;
  });

/** A new post of the host's on the world's guest wall; its id. */
async function hostWallPost(w: World, t: TestApp): Promise<string> {
  const posted = await trpcCall(
    t.app,
    { path: 'wall.post', kind: 'mutation' },
    { eventId: w.party.id, postId: randomUUID(), text: 'Welcome to the wall' },
    w.people.host,
  );
  if (posted.error) throw new Error(`the host's wall post failed: ${posted.error.message}`);
  return (posted.data as { postId: string }).postId;
}

/** The party takes song requests (it has a playlist); the caller's link as withLink. */
async function withPlaylist(w: World, c: Caller, t: TestApp) {
  await t.db.update(events).set({ playlistId: 'matrixPlaylist' }).where(eq(events.id, w.party.id));
  return withLink(w, c);
}

/** The unsubscribe link a mail to the party's spare guest carries. */
const spareGuestUnsubscribeToken = (w: World, t: TestApp) =>
  unsubscribeToken(
    t.deps.secrets.codeKey,
    { kind: 'guest', inviteeId: w.invitees.spare },
    w.inviteeEmails.spare,
  );

let phone = 0;
/** A valid US number nobody has used in this run. */
const freshPhone = () => `+1415555${String(1000 + (++phone % 9000))}`;

export const MATRIX_INPUTS: Record<MatrixKey, InputCase> = {
  'auth.sendEmailSignInCode': shared(() => ({ emailAddress: freshEmail('code') })),
  'auth.signInWithEmailAndCode': shared(() => ({ emailAddress: freshEmail('check'), code: '000000' })),
  'auth.sendPhoneSignInCode': shared(() => ({ phoneNumber: freshPhone() })),
  'auth.signInWithPhoneAndCode': shared(() => ({ phoneNumber: freshPhone(), code: '000000' })),
  'auth.authenticate': shared(async (_w, _c, t) => {
    const { emailAddress, firebaseIDToken } = await freshSignInToken(t);
    return { deviceId: 'WEB-matrix-device', verifiedEmailAddress: emailAddress, firebaseIDToken };
  }),
  'auth.refetchAccessToken': shared(async (_w, _c, t) => {
    const { userId, refreshToken, deviceId } = await freshRefreshToken(t);
    return { userId, refreshToken, deviceId };
  }),
  'auth.signInWithRefreshToken': shared(async (_w, _c, t) => {
    const { userId, refreshToken } = await freshRefreshToken(t);
    return { userId, refreshToken };
  }),
  'auth.session': shared(none),
  'auth.socialProviders': shared(none),
  'auth.logout': { scope: 'account', input: none },
  'auth.sendPiiVerificationCode': shared(() => ({ pii: freshEmail('pii') })),
  'auth.verifyWithPiiAndCode': shared(() => ({ pii: freshEmail('pii'), code: '000000' })),

  'accounts.appStoreLinks': shared(none),
  'accounts.siteDetails': shared(none),
  'accounts.exportMyData': shared(none),
  'accounts.calendarFeed': shared(none),
  'accounts.resetCalendarFeed': shared(none),
  'accounts.getHasElkProfile': shared(() => ({})),
  // A number nobody has verified: refused for every signed-in caller, like anyone else's.
  'accounts.getHasElkProfile#byPhone': shared(() => ({ phoneNumber: freshPhone() })),
  'accounts.createElkUser': shared((_w, c) => ({ elkUser: { name: c.contact.name }, coinsSpent: 0 })),
  'accounts.getElkUser': shared(() => ({})),
  'accounts.updateElkUser': shared((_w, c) => ({ elkUser: { name: c.contact.name } })),
  'accounts.optOut': shared(none),
  'accounts.snoozeMergeNudge': shared(none),
  'accounts.answerTextPermissionPrompt': shared(() => ({ granted: null })),
  'accounts.confirmUserMerge': shared(async (_w, c, t) => ({
    pii: c.person ? await mergeProof(t, c.person) : freshEmail('merge'),
  })),
  'accounts.deleteAccount': { scope: 'account', input: none },

  'events.editEventDetails#create': shared(() => ({
    event: validEvent({ title: 'Matrix new', questions: [] }),
  })),
  'events.editEventDetails#update': perProcedure((w) => ({
    eventId: w.party.id,
    event: validEvent({ title: 'Matrix party, edited', questions: [] }),
  })),
  'events.getEvent#preview': shared((w, c) => ({ ...withLink(w, c), preview: true })),
  'events.getEvent#open': perProcedure(withLink),
  'events.fetchEvents': shared(none),
  'events.onEventPageChange': shared(withLink),
  'events.onEventListChange': shared(() => ({})),
  'drafts.cloneEvent': shared(eventOnly),
  'events.cancelEvent': perProcedure(eventOnly),
  'events.deleteEvent': { scope: 'cell', input: eventOnly },

  'rsvp.getEventPreview': shared(withLink),
  'guests.listEventGuests': shared((w, c) => ({ ...withLink(w, c), section: 'going' })),
  'guests.listEventGuests#hostsOnly': shared((w, c) => ({ ...withLink(w, c), section: 'unsent' })),
  'rsvp.updateAttendance': perProcedure((w, c) => ({
    eventId: w.party.id,
    token: c.link.token,
    invitee: { inviteeId: c.link.inviteeUuid, ...c.contact, rsvpStatus: 'YES' },
  })),
  // Roles that hold no invitation token present one that was never issued (the field is required).
  'rsvp.updateAttendanceThroughEmail': perProcedure((w, c) => ({
    ...withLink(w, c),
    token: c.link.token ?? freshToken(),
    r: 'yes',
  })),
  'rsvp.updateAttendanceByLink': perProcedure((w, c) => ({
    ...withLink(w, c),
    ...(c.person ? {} : c.contact),
    r: 'yes',
  })),
  'guests.reviewAttendee': {
    scope: 'procedure',
    hasWaitlist: true,
    input: (w) => ({ eventId: w.party.id, inviteeUuid: w.invitees.token, waitlistStatus: 'APPROVED' }),
  },
  'guests.fetchGuestList': shared(eventOnly),
  'guests.onGuestListChange': shared(eventOnly),
  'guests.queueInvites': perProcedure((w) => ({
    eventId: w.party.id,
    invitees: [{ name: 'Quinn Queued', email: freshEmail('queued') }],
  })),
  'guests.deletePendingInvites': perProcedure((w) => ({
    eventId: w.party.id,
    inviteIds: [w.invitees.spare],
  })),
  'guests.deleteInvitees': perProcedure((w) => ({ eventId: w.party.id, inviteeIds: [w.invitees.spare] })),
  'guests.editInvitee': perProcedure((w) => ({
    eventId: w.party.id,
    invitee: { inviteeId: w.invitees.spare, name: 'Pat Spare', rsvpStatus: 'YES', additionalGuestCount: 0 },
  })),
  'guests.sendInvites': perProcedure((w) => ({ eventId: w.party.id, inviteeIds: [w.invitees.spare] })),
  'guests.sendTemplateEmail': shared((w) => ({ eventId: w.party.id, emailAddress: freshEmail('preview') })),
  'guests.fetchContacts': shared(() => ({})),
  'guests.fetchMutualMembers': shared(() => ({})),

  'messages.sendEventComment#blast': perProcedure((w, c) => ({
    ...withLink(w, c),
    message: 'Hello everyone',
    isTextBlast: true,
    sendToStatuses: ['ALL'],
  })),
  'messages.sendEventComment#reply': perProcedure((w, c) => ({
    ...withLink(w, c),
    message: 'Just for you',
    receiverInviteeUuid: w.invitees.session,
  })),
  'messages.sendEventComment#toHosts': perProcedure((w, c) => ({
    ...withLink(w, c),
    message: 'Thanks for having me',
  })),
  'messages.sendPrivateMessage': perProcedure((w) => ({
    eventId: w.party.id,
    message: 'Just for you',
    inviteeId: w.invitees.session,
  })),
  'messages.getEventMessageHistory': shared(withLink),
  'messages.getUserEventMessageHistory': shared(eventOnly),

  'wall.getWall': shared(withLink),
  'wall.post': shared((w, c) => ({ ...withLink(w, c), postId: randomUUID(), text: 'See you there!' })),
  'wall.react': shared(async (w, c, t) => ({
    ...withLink(w, c),
    postId: await w.once('wallPost', () => hostWallPost(w, t)),
    reaction: 'party',
    on: true,
  })),
  // A post of the host's made for each caller: the hosts' calls delete it.
  'wall.deletePost': perProcedure(async (w, c, t) => ({
    ...withLink(w, c),
    postId: await hostWallPost(w, t),
  })),
  'wall.deletePost#own': perProcedure(async (w, c, t) => {
    // Those who cannot post get one of the host's to try.
    const own = await trpcCall(
      t.app,
      { path: 'wall.post', kind: 'mutation' },
      { ...withLink(w, c), text: 'My own note' },
      c.person ?? {},
    );
    const postId = own.error ? await hostWallPost(w, t) : (own.data as { postId: string }).postId;
    return { ...withLink(w, c), postId };
  }),
  'wall.hidePost': perProcedure(async (w, _c, t) => ({
    eventId: w.party.id,
    postId: await w.once('wallPost', () => hostWallPost(w, t)),
    hidden: true,
  })),
  'wall.setOpen': perProcedure((w) => ({ eventId: w.party.id, open: false })),
  'wall.follow': perProcedure((w, c) => ({ ...withLink(w, c), following: true })),

  'notifications.unsubscribeStatus': shared((w, _c, t) => ({ token: spareGuestUnsubscribeToken(w, t) })),
  // Resubscribing changes nothing another cell depends on (the spare guest gets no messages here).
  'notifications.setUnsubscribed': shared((w, _c, t) => ({
    token: spareGuestUnsubscribeToken(w, t),
    scope: 'party',
    unsubscribed: false,
  })),
  'notifications.messageSettings': shared(none),
  'notifications.setMessageOptOut': shared(() => ({ optedOut: false })),

  'drafts.editEventDraft#new': shared(() => ({ event: draft })),
  'drafts.editEventDraft#fromEvent': shared((w) => ({ baseEventId: w.party.id, event: draft })),
  'drafts.editEventDraft#overwrite': shared((w) => ({ eventId: w.draftId, event: draft })),
  'drafts.fetchDraft': shared((w) => ({ eventUuid: w.draftId })),
  'drafts.fetchDrafts': shared(none),
  'drafts.onDraftChange': shared((w) => ({ eventUuid: w.draftId })),
  'drafts.deleteDraft': perProcedure((w) => ({ eventUuid: w.draftId })),

  'cohosts.fetchCohosts': shared(eventOnly),
  'cohosts.getCohostAccess': shared(eventOnly),
  'cohosts.getCohostInvite': shared((w, c) => ({ eventId: w.party.id, linkUuid: c.cohostLinkUuid })),
  'cohosts.updateCohostStatus': perProcedure((w, c) => ({
    eventId: w.party.id,
    linkUuid: c.cohostLinkUuid,
    status: 'accepted',
  })),
  'cohosts.addCohost': perProcedure((w) => ({
    eventId: w.party.id,
    cohost: { name: 'Nia New', email: freshEmail('newcohost') },
  })),
  'cohosts.resendCohostInvite': perProcedure(async (w, _c, t) => ({
    eventId: w.party.id,
    cohostId: await w.once('pendingCohost', async () => {
      const added = await trpcCall(
        t.app,
        { path: 'cohosts.addCohost', kind: 'mutation' },
        { eventId: w.party.id, cohost: { name: 'Pia Pending', email: freshEmail('pending') } },
        w.people.host,
      );
      return (added.data as { cohost: { cohostId: string } }).cohost.cohostId;
    }),
  })),
  'cohosts.getCohostLink': shared(eventOnly),
  'cohosts.invalidateCohostLink': perProcedure(eventOnly),
  'cohosts.removeCohost': {
    scope: 'cell',
    input: (w) => ({ eventId: w.party.id, cohostId: w.cohostEntryId }),
  },

  'album.getAlbumDetails': shared(withLink),
  'album.getPreviewAlbumDetails': shared(withLink),
  'album.openAlbumLink': shared(async (w, _c, t) => ({ albumCode: await albumCodeOf(w, t) })),
  'album.removePhoto': {
    scope: 'cell',
    input: async (w, c, t) => ({
      ...withLink(w, c),
      photoId: (await addedPhoto(t.app, w.party.id, { cookie: w.people.host.cookie })).photoId,
    }),
  },
  'album.removePhoto#own': {
    scope: 'cell',
    input: async (w, c, t) => {
      // Those who cannot add a photo get one of the host's to try.
      const own = await uploadPhoto(
        t.app,
        w.party.id,
        { cookie: c.person?.cookie, link: c.link },
        await solidPhoto('jpeg'),
      );
      const photo =
        own.status === 201
          ? own.body.photo
          : await addedPhoto(t.app, w.party.id, { cookie: w.people.host.cookie });
      return { ...withLink(w, c), photoId: photo.photoId };
    },
  },
  'album.setPhotoUploadMode': shared((w, c) => ({ ...withLink(w, c), photoUploadMode: 'automatic' })),
  'images.gallery': shared(none),
  'images.getEventDescription': shared(() => ({ eventName: 'Garden party' })),
  'coins.fetchCoinBalance': shared(none),
  'coins.fetchCoinPacks': shared(none),
  'coins.initializePayment': shared(() => ({ priceId: 'coins_100' })),
  'coins.verifyCoinPurchase': shared(() => ({
    taskId: 'matrix-task',
    webData: { paymentIntentId: 'pi_matrix123', productId: 'coins_100' },
  })),
  'coins.settleTestCheckout': shared(() => ({ paymentIntentId: 'pi_test_matrix', outcome: 'pay' })),
  'themes.fetchEventInspirations': shared(() => ({ date: '2025-10-01' })),
  'themes.fetchEventSuggestion': shared(() => ({ style: 'Van Gogh', seed: 'matrix' })),
  'landing.subscribeNewsletter': shared(() => ({ emailAddress: freshEmail('newsletter') })),
  'landing.confirmNewsletter': shared(async (_w, _c, t) => ({ token: await pendingNewsletterToken(t) })),
  'images.getSearchKeywords': shared(() => ({ prompt: 'garden party with lanterns' })),
  'images.generateEventImage': shared(() => ({ eventName: 'Garden party', style: 'None' })),
  'images.sampleEventImage': shared(() => ({
    eventName: 'Garden party',
    style: 'None',
    remainingCoinBalance: 60,
  })),
  'images.getEventImageHistory': shared(none),
  'images.fetchPreviousImages': shared(eventOnly),
  'images.coverColors': shared(() => ({ photoUrl: '/uploads/nothing-here.webp' })),
  'images.searchBackgrounds': shared(() => ({ query: 'winter' })),
  'places.autocomplete': shared(() => ({ input: '19th St & Dolores St, San Francisco, CA 94114' })),
  'places.details': shared(async (w, _c, t) => ({
    placeId: await w.once('placeId', async () => {
      const found = await trpcCall(
        t.app,
        { path: 'places.autocomplete', kind: 'query' },
        { input: '19th St & Dolores St, San Francisco, CA 94114' },
      );
      return (found.data as { predictions: { placeId: string }[] }).predictions[0]!.placeId;
    }),
  })),
  'places.timeZone': shared(() => ({ lat: 37.7596, lng: -122.4269 })),
  'music.connection': shared(none),
  'music.startConnect': shared(none),
  // The whole flow as the caller (start, consent at the Spotify stand-in), so each state is the caller's own.
  'music.completeConnect': shared(async (_w, c, t) => {
    if (!c.person) return { code: 'no-code', state: 'no-state' };
    const started = await trpcCall(t.app, { path: 'music.startConnect', kind: 'mutation' }, {}, c.person);
    const { authorizationUrl } = started.data as { authorizationUrl: string };
    const consent = await fetch(authorizationUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    return { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
  }),
  'music.disconnect': shared(none),
  'music.createPlaylist': shared(() => ({ name: 'Matrix party' })),
  'music.searchTracks': perProcedure(async (w, c, t) => ({
    ...(await withPlaylist(w, c, t)),
    query: 'abba',
  })),
  'music.eventSongs': perProcedure(withPlaylist),
  'dev.outbox': {
    ...shared(() => ({ limit: 1 })),
    showsEveryonesData: 'the dev outbox shows every message sent; it answers NOT_FOUND in production',
  },
};
