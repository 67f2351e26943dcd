import { LOGIN_CONTEXT, PROVIDER_FAILURE_MESSAGES } from './copy';
import { providerFailed } from '../common/copy';
import { isValidEmail } from '../common/email';
import { parsePhone } from '../common/phone';

// The login state machine (spec section 4, "Login states") as a pure reducer, and which of the four login
// pages (1 Phone, 2 Email, 3 Code, 4 Name) a state shows. The login page dispatches events; tests drive it.

export type LoginPage = 'phone' | 'email' | 'code' | 'name';
export type CodeChannel = 'phone' | 'email';

export type LoginStatus =
  | 'notLoggedIn'
  | 'submittingPii'
  | 'codeSent'
  | 'submittingCode'
  | 'waitingForRedirectResult'
  | 'signingIn'
  | 'signedInToProvider'
  | 'waitingForAccountCheck'
  | 'askingForName'
  | 'submittingName'
  | 'creatingUser'
  | 'userCreated'
  | 'authenticating'
  | 'afterLogin'
  | 'loggedIn'
  | 'error'
  | 'userCancelled';

/** Where the code went: the address as sent (E.164 or e-mail) and as shown to the person. */
export type SentTo = { channel: CodeChannel; address: string; display: string };

export type LoginState = {
  status: LoginStatus;
  /** The page the person chose or was sent to; `visiblePage` decides what is really shown. */
  page: LoginPage;
  /** Phone or e-mail: the toggle between pages 1 and 2, and how the account was verified. */
  channel: CodeChannel;
  sentTo: SentTo | null;
  /** When the last code was sent (epoch ms), for the 'Resend Code in NNs' countdown. */
  codeResendTimestamp: number | null;
  /** A session exists (the "credential"): the name page needs one. */
  hasCredential: boolean;
  error: string | null;
};

export type LoginEvent =
  | { type: 'choosePhone' }
  | { type: 'chooseEmail' }
  | { type: 'submitPii' }
  | { type: 'codeSent'; sentTo: SentTo; at: number }
  | { type: 'codeResent'; at: number }
  | { type: 'submitCode' }
  | { type: 'codeVerified' }
  | { type: 'redirectStarted' }
  | { type: 'redirectReturned' }
  | { type: 'authenticated' }
  | { type: 'accountChecked'; exists: boolean | undefined }
  | { type: 'submitName' }
  | { type: 'creatingUser' }
  | { type: 'userCreated' }
  | { type: 'loggedIn' }
  | { type: 'failed'; error: string }
  | { type: 'cancelled' }
  | { type: 'back' };

export function initialLoginState(page: LoginPage = 'phone', hasCredential = false): LoginState {
  const start: LoginPage = page === 'email' ? 'email' : 'phone';
  return {
    status: hasCredential ? 'askingForName' : 'notLoggedIn',
    page: hasCredential ? 'name' : start,
    channel: start,
    sentTo: null,
    codeResendTimestamp: null,
    hasCredential,
    error: null,
  };
}

/** Statuses in which a request is running: the page shows progress and ignores a second submit. */
export const BUSY_STATUSES: ReadonlySet<LoginStatus> = new Set([
  'submittingPii',
  'submittingCode',
  'waitingForRedirectResult',
  'signingIn',
  'signedInToProvider',
  'waitingForAccountCheck',
  'submittingName',
  'creatingUser',
  'authenticating',
  'afterLogin',
]);

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  const ok = { error: null };
  switch (event.type) {
    case 'choosePhone':
      return { ...state, ...ok, status: 'notLoggedIn', page: 'phone', channel: 'phone' };
    case 'chooseEmail':
      return { ...state, ...ok, status: 'notLoggedIn', page: 'email', channel: 'email' };
    case 'submitPii':
      return { ...state, ...ok, status: 'submittingPii' };
    case 'codeSent':
      return {
        ...state,
        ...ok,
        status: 'codeSent',
        page: 'code',
        channel: event.sentTo.channel,
        sentTo: event.sentTo,
        codeResendTimestamp: event.at,
      };
    case 'codeResent':
      return { ...state, ...ok, status: 'codeSent', codeResendTimestamp: event.at };
    case 'submitCode':
      return { ...state, ...ok, status: 'submittingCode' };
    case 'codeVerified':
      return { ...state, ...ok, status: 'authenticating' };
    case 'redirectStarted':
      return { ...state, ...ok, status: 'waitingForRedirectResult' };
    case 'redirectReturned':
      return { ...state, ...ok, status: 'signingIn' };
    case 'authenticated':
      return { ...state, ...ok, status: 'waitingForAccountCheck', hasCredential: true };
    case 'accountChecked':
      // No answer (a failed check) keeps waiting: the page asks again.
      if (event.exists === undefined) return { ...state, status: 'waitingForAccountCheck' };
      return event.exists
        ? { ...state, ...ok, status: 'afterLogin' }
        : { ...state, ...ok, status: 'askingForName', page: 'name' };
    case 'submitName':
      return { ...state, ...ok, status: 'submittingName' };
    case 'creatingUser':
      return { ...state, ...ok, status: 'creatingUser' };
    case 'userCreated':
      return { ...state, ...ok, status: 'afterLogin' };
    case 'loggedIn':
      return { ...state, ...ok, status: 'loggedIn' };
    case 'failed':
      // A failed name step goes back to asking for the name; anything else shows the error where it was.
      return {
        ...state,
        status: state.page === 'name' && state.hasCredential ? 'askingForName' : 'error',
        error: event.error,
      };
    case 'cancelled':
      return { ...initialLoginState('phone'), status: 'userCancelled' };
    case 'back':
      return { ...state, ...ok, status: 'notLoggedIn', page: state.channel };
  }
}

/**
 * The page a state really shows: the code page without a code sent, and the name page without a
 * credential, both fall back to the phone page.
 */
export function visiblePage(state: LoginState): LoginPage {
  if (state.page === 'code' && !state.sentTo) return 'phone';
  if (state.page === 'name' && !state.hasCredential) return 'phone';
  return state.page;
}

/** Seconds left before 'Resend Code' may be pressed (30 s after the last send). */
export function resendSecondsLeft(codeResendTimestamp: number | null, now: number, delayMs: number): number {
  if (codeResendTimestamp === null) return 0;
  return Math.max(0, Math.ceil((codeResendTimestamp + delayMs - now) / 1000));
}

// The pages whose sign-in interrupts a party being made (the editor's create, quick-create and draft pages),
// and the cohost invitation's page.
const CREATING_PATH = /^\/(event\/create|instant|event\/draft\/)/;
const COHOSTING_PATH = /^\/event\/cohost\/add\//;

/**
 * Title and subtitle of the phone and e-mail pages: an RSVP asks for sign-in in its own words; so does a party
 * being created, or a cohost invitation being accepted (`target`: where the login returns to).
 */
export function loginHeading(context: { eventTitle?: string | null; productName: string; target?: string }): {
  title: string;
  subtitle: string;
} {
  if (context.eventTitle) return { title: LOGIN_CONTEXT.rsvpTitle, subtitle: context.eventTitle };
  const target = context.target ?? '/';
  if (CREATING_PATH.test(target))
    return { title: LOGIN_CONTEXT.createTitle, subtitle: LOGIN_CONTEXT.createSubtitle };
  if (COHOSTING_PATH.test(target))
    return { title: LOGIN_CONTEXT.cohostTitle, subtitle: LOGIN_CONTEXT.cohostSubtitle };
  return { title: LOGIN_CONTEXT.defaultTitle, subtitle: LOGIN_CONTEXT.defaultSubtitle(context.productName) };
}

/**
 * What the /login fragment's `error` from a Google or Apple redirect means, in the spec's words; null for a
 * cancelled sign-in (no message: the person chose to stop).
 */
export function providerFailureMessage(kind: string, providerCode?: string | null): string | null {
  switch (kind) {
    case 'cancelled':
      return null;
    case 'network':
    case 'auth':
    case 'server':
    case 'timeout':
      return PROVIDER_FAILURE_MESSAGES[kind];
    case 'provider':
      return providerCode && /^[a-z_]{1,40}$/.test(providerCode)
        ? providerFailed(providerCode.replace(/_/g, ' '))
        : PROVIDER_FAILURE_MESSAGES.unknown;
    default:
      return PROVIDER_FAILURE_MESSAGES.unknown;
  }
}

/**
 * /login's navigation state `sentTo` and `codeType` (spec section 2): a code already sent elsewhere (an RSVP's
 * sign-in) opens the code page directly. `codeType` is 'phone' or 'email'; without it an '@' decides. Anything
 * unreadable gives null and the login starts on its first page.
 */
export function sentToFromNavigation(sentTo: unknown, codeType: unknown): SentTo | null {
  if (typeof sentTo !== 'string' || !sentTo.trim()) return null;
  const raw = sentTo.trim();
  const channel: CodeChannel =
    codeType === 'phone' || codeType === 'email' ? codeType : raw.includes('@') ? 'email' : 'phone';
  if (channel === 'email') {
    const address = raw.toLowerCase();
    return isValidEmail(address) ? { channel, address, display: address } : null;
  }
  const phone = parsePhone(raw);
  return phone.ok ? { channel, address: phone.e164, display: phone.display } : null;
}

/** The first state of /login: the code page when navigation says where a code went, else `page`. */
export function loginStateFromNavigation(page: LoginPage, sentTo: SentTo | null): LoginState {
  if (!sentTo) return initialLoginState(page);
  return {
    ...initialLoginState(sentTo.channel),
    status: 'codeSent',
    page: 'code',
    channel: sentTo.channel,
    sentTo,
  };
}
