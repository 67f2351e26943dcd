import type { AnyProcedure } from '@trpc/server';
import type { AppRouter } from './router';

/** Every dotted path of a procedure in a router record, e.g. 'events.getEvent'. */
type ProcedurePaths<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : Record[Key] extends object
      ? ProcedurePaths<Record[Key], `${Prefix}${Key}.`>
      : never;
}[keyof Record & string];

export type AppProcedurePath = ProcedurePaths<AppRouter['_def']['record']>;

/**
 * `POST /json/<Service>` speaks JSON-RPC 2.0 and holds no logic: each method names the tRPC procedure that
 * implements it, called through createCaller so every middleware (auth, rate limits) runs. The table is checked
 * against the router: a renamed or removed procedure fails the build, and the method names stay as they are.
 */
export const JSON_RPC_METHODS = {
  AuthenticationService: {
    sendEmailSignInCode: 'auth.sendEmailSignInCode',
    signInWithEmailAndCode: 'auth.signInWithEmailAndCode',
    authenticate: 'auth.authenticate',
    logout: 'auth.logout',
    sendPhoneSignInCode: 'auth.sendPhoneSignInCode',
    signInWithPhoneAndCode: 'auth.signInWithPhoneAndCode',
    sendPiiVerificationCode: 'auth.sendPiiVerificationCode',
    verifyWithPiiAndCode: 'auth.verifyWithPiiAndCode',
    refetchAccessToken: 'auth.refetchAccessToken',
    signInWithRefreshToken: 'auth.signInWithRefreshToken',
  },
  CoinService: {
    fetchCoinBalance: 'coins.fetchCoinBalance',
    initializePayment: 'coins.initializePayment',
    verifyCoinPurchase: 'coins.verifyCoinPurchase',
    fetchCoinPacks: 'coins.fetchCoinPacks',
  },
  EventService: {
    getHasElkProfile: 'accounts.getHasElkProfile',
    createElkUser: 'accounts.createElkUser',
    getElkUser: 'accounts.getElkUser',
    updateElkUser: 'accounts.updateElkUser',
    editEventDetails: 'events.editEventDetails',
    getEvent: 'events.getEvent',
    fetchEvents: 'events.fetchEvents',
    cancelEvent: 'events.cancelEvent',
    deleteEvent: 'events.deleteEvent',
    cloneEvent: 'drafts.cloneEvent',
    getEventPreview: 'rsvp.getEventPreview',
    updateAttendance: 'rsvp.updateAttendance',
    updateAttendanceThroughEmail: 'rsvp.updateAttendanceThroughEmail',
    updateAttendanceByLink: 'rsvp.updateAttendanceByLink',
    reviewAttendee: 'guests.reviewAttendee',
    fetchGuestList: 'guests.fetchGuestList',
    listEventGuests: 'guests.listEventGuests',
    fetchContacts: 'guests.fetchContacts',
    fetchMutualMembers: 'guests.fetchMutualMembers',
    queueInvites: 'guests.queueInvites',
    sendInvites: 'guests.sendInvites',
    sendTemplateEmail: 'guests.sendTemplateEmail',
    deletePendingInvites: 'guests.deletePendingInvites',
    deleteInvitees: 'guests.deleteInvitees',
    editInvitee: 'guests.editInvitee',
    editEventDraft: 'drafts.editEventDraft',
    fetchDraft: 'drafts.fetchDraft',
    fetchDrafts: 'drafts.fetchDrafts',
    deleteDraft: 'drafts.deleteDraft',
    addCohost: 'cohosts.addCohost',
    updateCohostStatus: 'cohosts.updateCohostStatus',
    getCohostLink: 'cohosts.getCohostLink',
    invalidateCohostLink: 'cohosts.invalidateCohostLink',
    fetchCohosts: 'cohosts.fetchCohosts',
    removeCohost: 'cohosts.removeCohost',
    sendEventComment: 'messages.sendEventComment',
    sendPrivateMessage: 'messages.sendPrivateMessage',
    getEventMessageHistory: 'messages.getEventMessageHistory',
    getUserEventMessageHistory: 'messages.getUserEventMessageHistory',
    getAlbumDetails: 'album.getAlbumDetails',
    getPreviewAlbumDetails: 'album.getPreviewAlbumDetails',
    // Spec section 7 lists the gallery list with the event service's image calls (not the theme service).
    gallery: 'images.gallery',
    fetchEventInspirations: 'themes.fetchEventInspirations',
    fetchEventSuggestion: 'themes.fetchEventSuggestion',
    getEventImageHistory: 'images.getEventImageHistory',
    fetchPreviousImages: 'images.fetchPreviousImages',
  },
  UserService: {
    optOut: 'accounts.optOut',
    confirmUserMerge: 'accounts.confirmUserMerge',
    deleteAccount: 'accounts.deleteAccount',
    exportMyData: 'accounts.exportMyData',
    snoozeMergeNudge: 'accounts.snoozeMergeNudge',
    answerTextPermissionPrompt: 'accounts.answerTextPermissionPrompt',
  },
  WallService: {
    getWall: 'wall.getWall',
    post: 'wall.post',
    react: 'wall.react',
    deletePost: 'wall.deletePost',
    hidePost: 'wall.hidePost',
    setOpen: 'wall.setOpen',
    follow: 'wall.follow',
  },
  ThemeService: {
    generateEventImage: 'images.generateEventImage',
    sampleEventImage: 'images.sampleEventImage',
    getEventDescription: 'images.getEventDescription',
    getSearchKeywords: 'images.getSearchKeywords',
  },
} as const satisfies Record<string, Record<string, AppProcedurePath>>;

/** What each service is for, as the documents (OpenAPI tags, OpenRPC tags) say it. */
export const SERVICE_DESCRIPTIONS: Record<keyof typeof JSON_RPC_METHODS, string> = {
  AuthenticationService: 'Sign-in by e-mail or phone code, sessions, refresh tokens and logout.',
  CoinService: 'Coin balance, coin packs and card payments for them.',
  EventService:
    'Profiles, parties and drafts, answers (RSVPs), guest lists and invitations, cohosts, messages, the album ' +
    'and cover images.',
  UserService:
    'The account: opting out, merging accounts, exporting its data, deleting it and answering prompts.',
  ThemeService: 'Cover images and the text drawn from a party’s description.',
  WallService:
    'A party’s guest wall: its hosts and guests (by session or link token) post notes and react; hosts hide ' +
    'or delete posts and turn the wall off.',
};
