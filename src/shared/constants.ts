// The spec's limits and timings (section 9), named once for server and client.

export const PRODUCT_NAME = 'Elk';
/** The products that share the service (spec section 3, Product enum); ELK is this one. */
export const PRODUCTS = ['MOUSE', 'DUCK', 'ELK', 'FISH', 'PHOENIX', 'DAZZLE'] as const;
export type Product = (typeof PRODUCTS)[number];
export const PRODUCT_ENUM: Product = 'ELK';
export const SUPPORT_EMAIL = 'support@elk.party';

// Sign-in
export const SIGN_IN_CODE_LENGTH = 6;
export const RESEND_DELAY_MS = 30_000;
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
export const SIGN_IN_CODE_MAX_WRONG_TRIES = 5;
/** The single-use token handed out after a correct code, exchanged by `authenticate`. */
export const SIGN_IN_TOKEN_TTL_MS = 5 * 60_000;
export const SIGN_IN_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

// Sessions: cookie lifetime 5,184,000 s (60 days), renewed when less than half remains.
export const SESSION_LIFETIME_MS = 5_184_000 * 1000;
export const SESSION_RENEW_WHEN_LEFT_MS = SESSION_LIFETIME_MS / 2;
export const COOKIE_USER_ID = 'userId';
export const COOKIE_AUTH_TOKEN = 'authToken';
export const MERGE_NUDGE_SNOOZE_MS = 24 * 3600_000;

// Field limits
export const PHONE_MAX_DIGITS = 15;
export const NAME_MAX = 128;
export const EMAIL_MAX = 128;
export const GUEST_SEARCH_MAX = 128;
export const RSVP_MESSAGE_MAX = 1024;
export const ANSWER_MAX = 1000;
export const BLAST_MAX = 1000;
export const GUEST_EXTRAS_MAX = 9;

// Events
export const MAX_EVENT_DURATION_MS = 14 * 24 * 3600_000;
export const TIME_STEP_SECONDS = 900;
export const SUGGESTIONS_MAX = 10;
export const AUTOSAVE_INTERVAL_MS = 5_000;
export const AUTOSAVE_START_TIME_TOLERANCE_MS = 60_000;
export const DEFAULT_EVENT_LENGTH_MS = 3 * 3600_000;
export const MULTI_DAY_MS = 24 * 3600_000;
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const FREE_COIN_BALANCE = 60;

// Notifications (butter bar 5 s then a 0.5 s fade; error toast 20 s; copy tooltips 2 s)
export const TOAST_DURATION_MS = 5_000;
export const TOAST_FADE_MS = 500;
export const ERROR_TOAST_DURATION_MS = 20_000;
export const COPY_TOOLTIP_MS = 2_000;
export const BODY_LOADING_CLEAR_MS = 5_000;
/**
 * The HTML comment in the built index.html holding the event page's preloads (vite.config.ts writes it); the
 * server opens it in the HTML of event pages only (src/server/features/events/posterHtml.ts).
 */
export const EVENT_PAGE_PRELOADS = 'elk-event-page-preloads';

// Layout
export const MOBILE_MAX_WIDTH_PX = 767;
export const DROPDOWN_MAX_HEIGHT_PX = 225;
export const ADDRESS_DROPDOWN_WIDTH_PX = 500;
export const QR_CODE_SIZE_PX = 100;

export const DEFAULT_COLORS = {
  primary: '#fae5ff',
  secondary: '#FFFFFF',
  highlightText: '#FFFFFF',
  text: '#000000',
  buttonTextColor: '#ffffff',
} as const;

/**
 * Elk's lilac, built around the spec's default event primary colour (#fae5ff, shade 1): the client's Mantine
 * theme (app/theme.ts), and the pages the server paints before the app's stylesheet has come (their inline styles).
 * Shade 7 is the primary action colour: white text on it has a contrast ratio of 6.4:1.
 */
export const ELK_PALETTE = [
  '#fdf3ff',
  DEFAULT_COLORS.primary,
  '#f0c6fb',
  '#e3a1f5',
  '#d47cee',
  '#c45ae4',
  '#ad3fd0',
  '#9231b2',
  '#75288f',
  '#561d69',
] as const;

/** Secondary text: Mantine's grey 6 is 3.3:1 on white; this grey is 5.8:1 and still reads as secondary. */
export const DIMMED_TEXT = '#5f666d';

// Short stacks: until the web fonts arrive, the browser looks up each family of a stack it does not have, once per
// weight and size, and on Linux each look-up is a round trip to the browser process (issue 14: ~100 ms of the first
// layout on a slow phone). system-ui is the platform's own face everywhere (San Francisco, Segoe UI, Roboto).
export const TEXT_FONT = "'Inter Variable', system-ui, sans-serif";
export const DISPLAY_FONT = "'Fraunces Variable', Georgia, serif";

export const TINT_PRESETS = [
  '#FF4747',
  '#FF0000',
  '#FF9800',
  '#FFC008',
  '#8BC34B',
  '#009688',
  '#448AFF',
  '#5A36E9',
  '#2B2B2B',
] as const;

/**
 * The 8 avatar colours; which one a person gets is `avatarColorIndex` in rules/avatar.ts. Deep shades of the
 * usual pink, grape, violet, indigo, cyan, teal, amber and orange, so white initials read at 4.5:1 or better.
 */
export const AVATAR_COLORS = [
  '#C2255C',
  '#9C36B5',
  '#6741D9',
  '#3B5BDB',
  '#0B7285',
  '#087F5B',
  '#8F6B00',
  '#C2410C',
] as const;

export const LOG_SEVERITIES = ['INFO', 'DEBUG', 'WARN', 'ERROR'] as const;
export type LogSeverity = (typeof LOG_SEVERITIES)[number];
/** Client log collector caps: one line at most this long, this many lines per request. */
export const CLIENT_LOG_LINE_MAX = 2_000;
export const CLIENT_LOG_LINES_PER_REQUEST = 20;

export const CONSENT_TEXT =
  'Please send me texts for invitations, updates, responses and reminders. Message and data rates may apply. To opt-out, reply STOP.';

// Accounts (issue #3): refresh tokens, social sign-in and the merge flow.
/** A refresh token outlives the 60-day session so a returning device can get a new one without a code. */
export const REFRESH_TOKEN_LIFETIME_MS = 180 * 24 * 3600_000;
/** How long the OAuth state cookie (state, PKCE verifier, nonce) waits for the provider to send the user back. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** After verifying someone else's e-mail or phone, how long "confirm merge" stays possible. */
export const MERGE_GRANT_TTL_MS = 10 * 60_000;
/** Local storage keys of the account flows (the device id has its own module). */
export const STORAGE_REFRESH_TOKEN = 'refreshToken';
export const STORAGE_REFRESH_USER_ID = 'refreshUserId';
export const STORAGE_TEXT_PERMISSION_ASKED = 'textPermissionAsked';
/** This device's memory that the host agreed to send invitations by text message (manage invites). */
export const STORAGE_HOST_TEXT_CONSENT = 'hostTextInviteConsent';
/** The request header in which the React client names its device (the spec's deviceId) on every call. */
export const DEVICE_ID_HEADER = 'x-elk-device-id';

/** Company pages on the company site (COMPANY_SITE_URL): the server answers them with redirects (spec section 2). */
export const COMPANY_SITE_PATHS = [
  '/contacts',
  '/about',
  '/careers',
  // The landing footer's Blog (spec section 2, footer links) lives on the company site too.
  '/blog',
] as const;
/** The spec's other privacy pages: this site has one policy, and they lead to it. */
export const PRIVACY_POLICY_ALIASES = ['/privacy-pledge', '/birthdays-privacy-policy'] as const;
/** Every path the server answers with a redirect, so the client leaves with a full page load. */
export const EXTERNAL_REDIRECT_PATHS = [...COMPANY_SITE_PATHS, ...PRIVACY_POLICY_ALIASES] as const;
/** The app's own legal pages (features/legal), named by the operator's settings. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const TERMS_OF_SERVICE_PATH = '/terms-of-service';

/** The largest cover or profile picture an upload takes, and how the refusal names it. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_UPLOAD_LABEL = '10 MB';

// RSVPs (issue 14): limits a flood hits and a real crowd never does. See features/rsvp/limits.ts for why each
// is counted where it is.
/** One guest (the same e-mail or phone, token or account) answering: plenty for changing one's mind. */
export const RSVPS_PER_CONTACT = 20;
export const RSVP_CONTACT_WINDOW_MS = 10 * 60_000;
/** One client address (a venue's Wi-Fi, an office NAT): 600 answers a minute, twice the biggest crowd we plan for. */
export const RSVPS_PER_ADDRESS_PER_MINUTE = 600;
/** One party, all addresses together: a 5,000-guest party may answer all at once, twice; then 3,000 a minute. */
export const RSVP_PARTY_BURST = 10_000;
export const RSVPS_PER_PARTY_PER_MINUTE = 3_000;

// Database: how long a request may wait on PostgreSQL before it fails with a clear error instead of hanging.
/**
 * Opening a connection: a PostgreSQL that hangs is noticed this fast (one that refuses, at once). Not tighter:
 * on a saturated 2-core box opening a connection can take seconds, and a burst must not fail for that.
 */
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/**
 * Waiting for a free pooled connection. Longer than opening one: a burst (200 answers at once) queues behind
 * a busy but healthy pool instead of failing, while a dead server still fails each attempt after the above.
 */
export const DB_ACQUIRE_TIMEOUT_MS = 10_000;
export const DB_STATEMENT_TIMEOUT_MS = 5_000;
/** A transaction left open this long (a stuck request) is ended by PostgreSQL, releasing its locks. */
export const DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** /healthz answers 503 when its probe has not come back within this time. */
export const DB_HEALTH_TIMEOUT_MS = 1_500;

// Coins: what one AI cover generation (a set of images from one prompt) costs; 60 free coins make 6.
export const COINS_PER_IMAGE_GENERATION = 10;

// Music (spec section 9): a guest's track search shows 5 results; the party's playlist is collaborative.
export const SONG_SEARCH_RESULTS = 5;
// The landing page (spec section 9).
/** How long each slide of the example carousel stays: the party variant, the marketing variant, the app promo. */
export const CAROUSEL_DELAY_MS = { party: 5_000, marketing: 15_000, appPromo: 30_000 } as const;
/** An occasion's invitation is offered until this many days before it: guests need the notice. */
export const HOLIDAY_LEAD_DAYS = 4;
/** Sample holiday invitations shown at a time (the soonest by expiry). */
export const HOLIDAY_SAMPLES_SHOWN = 2;
/** The carousel's placeholder cards: 7 of them, ids 2 to 8 (ids 0 and 1 are the holiday samples). */
export const PLACEHOLDER_CARD_IDS = [2, 3, 4, 5, 6, 7, 8] as const;
