import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../../src/server/platform/auth/crypto';
import type { CohostLink, CohostRow } from '../../src/shared/cohosts/schema';
import type { ElkEvent } from '../../src/shared/events/schema';
import { addInvitee, call, createEventFor, type Session } from '../api/events/eventsFixtures';
import { rpc, signInByEmail } from './rpc';
import { codeFrom, lastOutboxMessage, type TestApp } from './testApp';

// The people of the permission matrix and the party they stand around. A "world" is one party of the host's
// with everyone placed: an accepted cohost, a cohost the host removed, an invited guest with an account, an
// invited guest known by the token of their link, an invitee whose id (not token) a caller knows, a guest of
// another party, and a signed-in stranger. The party, link and cohosts come through the API; invitation rows
// (whose tokens only ever travel in e-mails) are written straight to the database, as the API tests do.

export const ROLES = [
  'host',
  'cohost',
  'removedCohost',
  'guestSession',
  'guestToken',
  'inviteeIdOnly',
  'otherGuest',
  'stranger',
  'anonymous',
  'removedCohostWithIds',
] as const;
export type Role = (typeof ROLES)[number];

/** The roles that sign in; the others call without a session. */
export const ACCOUNT_ROLES = [
  'host',
  'cohost',
  'removedCohost',
  'guestSession',
  'otherGuest',
  'stranger',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const isAccountRole = (role: Role): role is AccountRole =>
  (ACCOUNT_ROLES as readonly string[]).includes(role);
/** The account a role signs in with: its own, or (the removed cohost holding old invitee ids) another role's. */
export const accountOf = (role: Role): AccountRole | null =>
  role === 'removedCohostWithIds' ? 'removedCohost' : isAccountRole(role) ? role : null;

export type Person = Session & { email: string; name: string };
/** Invitation-link credentials as the procedures take them. */
export type Link = { token?: string; inviteeUuid?: string };

export type Cast = {
  t: TestApp;
  people: Record<AccountRole, Person>;
  /** The host's other party, where otherGuest is invited. */
  otherParty: ElkEvent;
  /** otherGuest's invitation to otherParty, per account playing that role. */
  otherLinks: Map<string, Link & { email: string }>;
};

/** Who calls: the session (if any) and the credentials this role holds for the world's party. */
export type Caller = {
  role: Role;
  person?: Person;
  link: Link;
  /** The cohost link this role holds: the live one, the one a removed cohost used, or one never issued. */
  cohostLinkUuid: string;
  /** The name and contact this caller answers an invitation with. */
  contact: { name: string; email?: string };
};

export type World = {
  cast: Cast;
  people: Record<AccountRole, Person>;
  party: ElkEvent;
  /** The live cohost link, as the host reads it once everything is set up. */
  linkUuid: string;
  /** The link the removed cohost accepted through. */
  oldLinkUuid: string;
  /** The accepted cohost's entry on the host's list. */
  cohostEntryId: string;
  invitees: { session: string; token: string; linkOnly: string; spare: string };
  inviteeEmails: { token: string; linkOnly: string; spare: string };
  tokens: { token: string; linkOnly: string };
  /** A draft of the host's. */
  draftId: string;
  caller: (role: Role) => Caller;
  /** Runs `make` once per world and key (setup a procedure's input needs, shared by its callers). */
  once: <T>(key: string, make: () => Promise<T>) => Promise<T>;
};

let counter = 0;
/** A fresh address nobody has used in this run. */
export const freshEmail = (label: string) =>
  `sec-${label}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;
export const freshToken = () => randomBytes(18).toString('base64url');

const NAMES: Record<AccountRole, string> = {
  host: 'Hana Host',
  cohost: 'Cora Cohost',
  removedCohost: 'Remy Removed',
  guestSession: 'Gia Guest',
  otherGuest: 'Otto Other',
  stranger: 'Stan Stranger',
};

export async function signInPerson(t: TestApp, role: AccountRole): Promise<Person> {
  const email = freshEmail(role.toLowerCase());
  const session = await signInByEmail(t.app, t.db, email, NAMES[role]);
  return { ...session, email, name: NAMES[role] };
}

export async function createCast(t: TestApp): Promise<Cast> {
  const people = {} as Record<AccountRole, Person>;
  for (const role of ACCOUNT_ROLES) people[role] = await signInPerson(t, role);
  const otherParty = await createEventFor(t.app, people.host, { title: 'The other party', questions: [] });
  return { t, people, otherParty, otherLinks: new Map() };
}

async function otherLinkOf(cast: Cast, person: Person) {
  const known = cast.otherLinks.get(person.userId);
  if (known) return known;
  const token = freshToken();
  const row = await addInvitee(cast.t.db, {
    eventId: cast.otherParty.id,
    userId: person.userId,
    name: person.name,
    email: person.email,
    tokenHash: sha256Hex(token),
    rsvpStatus: 'INVITED',
  });
  const link = { token, inviteeUuid: row.id, email: person.email };
  cast.otherLinks.set(person.userId, link);
  return link;
}

/**
 * A new party of the host's with everyone in place. `replace` puts another account in one role (the matrix
 * does this for calls that end the caller's account or session).
 */
export async function createWorld(
  cast: Cast,
  options: { hasWaitlist?: boolean; replace?: { role: AccountRole; person: Person } } = {},
): Promise<World> {
  const { t } = cast;
  const people = { ...cast.people };
  if (options.replace) people[options.replace.role] = options.replace.person;
  const { host } = people;
  const party = await createEventFor(t.app, host, {
    title: 'Matrix party',
    questions: [],
    hasWaitlist: options.hasWaitlist ?? false,
  });
  const eventId = party.id;
  const first = await call<CohostLink>(t.app, 'getCohostLink', { eventId }, host);
  const accept = (who: Person) =>
    call<{ cohost: CohostRow }>(
      t.app,
      'updateCohostStatus',
      { eventId, linkUuid: first.linkUuid, status: 'accepted' },
      who,
    );
  const cohostEntry = (await accept(people.cohost)).cohost;
  const removedEntry = (await accept(people.removedCohost)).cohost;
  await call(t.app, 'removeCohost', { eventId, cohostId: removedEntry.cohostId }, host);
  const live = await call<CohostLink>(t.app, 'getCohostLink', { eventId }, host);
  const draft = await call<{ eventId: string }>(
    t.app,
    'editEventDraft',
    { event: { title: 'Matrix draft', questions: [] } },
    host,
  );

  const tokens = { token: freshToken(), linkOnly: freshToken() };
  const inviteeEmails = { token: freshEmail('tom'), linkOnly: freshEmail('lin'), spare: freshEmail('pat') };
  const invite = (values: Omit<Parameters<typeof addInvitee>[1], 'eventId'>) =>
    addInvitee(t.db, { eventId, rsvpStatus: 'INVITED', ...values });
  const session = await invite({
    userId: people.guestSession.userId,
    name: NAMES.guestSession,
    email: people.guestSession.email,
  });
  const token = await invite({
    name: 'Tom Token',
    email: inviteeEmails.token,
    tokenHash: sha256Hex(tokens.token),
  });
  const linkOnly = await invite({
    name: 'Lin Link',
    email: inviteeEmails.linkOnly,
    tokenHash: sha256Hex(tokens.linkOnly),
  });
  const spare = await invite({
    name: 'Pat Spare',
    email: inviteeEmails.spare,
    tokenHash: sha256Hex(freshToken()),
  });
  const otherLink = await otherLinkOf(cast, people.otherGuest);
  const neverIssued = randomUUID();
  const invitees = { session: session.id, token: token.id, linkOnly: linkOnly.id, spare: spare.id };

  const signedIn = (role: AccountRole, extra: Partial<Caller> = {}): Caller => ({
    role,
    person: people[role],
    link: {},
    cohostLinkUuid: neverIssued,
    contact: { name: people[role].name },
    ...extra,
  });
  const callers: Record<Role, Caller> = {
    host: signedIn('host', { cohostLinkUuid: live.linkUuid }),
    cohost: signedIn('cohost', { cohostLinkUuid: live.linkUuid }),
    removedCohost: signedIn('removedCohost', { cohostLinkUuid: first.linkUuid }),
    guestSession: signedIn('guestSession'),
    guestToken: {
      role: 'guestToken',
      link: { token: tokens.token, inviteeUuid: invitees.token },
      cohostLinkUuid: neverIssued,
      contact: { name: 'Tom Token', email: inviteeEmails.token },
    },
    inviteeIdOnly: {
      role: 'inviteeIdOnly',
      link: { inviteeUuid: invitees.linkOnly },
      cohostLinkUuid: neverIssued,
      contact: { name: 'Lin Link', email: inviteeEmails.linkOnly },
    },
    otherGuest: signedIn('otherGuest', {
      link: { token: otherLink.token, inviteeUuid: otherLink.inviteeUuid },
    }),
    stranger: signedIn('stranger'),
    // The removed cohost again, presenting the invitee id of a guest they saw in the guest table: an id is
    // never a credential, so it makes them nobody special still (issue 37).
    removedCohostWithIds: {
      ...signedIn('removedCohost', { cohostLinkUuid: first.linkUuid, link: { inviteeUuid: spare.id } }),
      role: 'removedCohostWithIds',
    },
    anonymous: {
      role: 'anonymous',
      link: {},
      cohostLinkUuid: neverIssued,
      contact: { name: 'Ann Onymous', email: freshEmail('ann') },
    },
  };
  const memo = new Map<string, Promise<unknown>>();
  return {
    cast,
    people,
    party,
    linkUuid: live.linkUuid,
    oldLinkUuid: first.linkUuid,
    cohostEntryId: cohostEntry.cohostId,
    invitees,
    inviteeEmails,
    tokens,
    draftId: draft.eventId,
    caller: (role) => callers[role],
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as Promise<T>;
    },
  };
}

/**
 * What each role may not read back: the world's e-mail addresses, invitee ids and link tokens that the role
 * does not already have, by name. Hosts know their guests' and cohosts' addresses (they invited them) but never
 * a link token; cohosts know this party's guests; everyone else only their own.
 */
export function secretsHiddenFrom(world: World, role: Role): { name: string; value: string }[] {
  const { people, invitees, inviteeEmails, tokens } = world;
  const otherLink = world.cast.otherLinks.get(people.otherGuest.userId)!;
  const partyEmails = {
    "host's e-mail": people.host.email,
    "cohost's e-mail": people.cohost.email,
    "removed cohost's e-mail": people.removedCohost.email,
    "signed-in guest's e-mail": people.guestSession.email,
    "token guest's e-mail": inviteeEmails.token,
    "id-only invitee's e-mail": inviteeEmails.linkOnly,
    "spare guest's e-mail": inviteeEmails.spare,
  };
  const partyIds = {
    "signed-in guest's invitee id": invitees.session,
    "token guest's invitee id": invitees.token,
    "id-only invitee's id": invitees.linkOnly,
    "spare guest's invitee id": invitees.spare,
  };
  const otherGuestEmail = { "other party's guest's e-mail": people.otherGuest.email };
  const otherGuestId = { "other party's guest's invitee id": otherLink.inviteeUuid! };
  const all: Record<string, string> = {
    ...partyEmails,
    ...otherGuestEmail,
    "stranger's e-mail": people.stranger.email,
    ...partyIds,
    ...otherGuestId,
    "token guest's token": tokens.token,
    "id-only invitee's token": tokens.linkOnly,
    "other party's guest's token": otherLink.token!,
    // Only hosts get a cohost link (spec section 6); the accepted cohost joined through it.
    'the live cohost link': world.linkUuid,
  };
  const known: Record<Role, Record<string, string>> = {
    host: {
      ...partyEmails,
      ...otherGuestEmail,
      ...partyIds,
      ...otherGuestId,
      'the live cohost link': world.linkUuid,
    },
    cohost: { ...partyEmails, ...partyIds, 'the live cohost link': world.linkUuid },
    removedCohost: { "removed cohost's e-mail": people.removedCohost.email },
    guestSession: {
      "signed-in guest's e-mail": people.guestSession.email,
      "signed-in guest's invitee id": invitees.session,
    },
    guestToken: {
      "token guest's e-mail": inviteeEmails.token,
      "token guest's invitee id": invitees.token,
      "token guest's token": tokens.token,
    },
    // An id alone learns nothing of its invitation, not even the address it went to.
    inviteeIdOnly: { "id-only invitee's id": invitees.linkOnly },
    // The ids they saw while they cohosted, and nothing more.
    removedCohostWithIds: { "removed cohost's e-mail": people.removedCohost.email, ...partyIds },
    otherGuest: {
      ...otherGuestEmail,
      ...otherGuestId,
      "other party's guest's token": otherLink.token!,
    },
    stranger: { "stranger's e-mail": people.stranger.email },
    anonymous: {},
  };
  return Object.entries(all)
    .filter(([name]) => !(name in known[role]))
    .map(([name, value]) => ({ name, value }));
}

/** A single-use sign-in token for a fresh address, as `authenticate` takes it (code read from the outbox). */
export async function freshSignInToken(t: TestApp) {
  const emailAddress = freshEmail('signin');
  await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress });
  const code = codeFrom((await lastOutboxMessage(t.db, emailAddress))!.text);
  const checked = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', { emailAddress, code });
  return { emailAddress, firebaseIDToken: String(checked.body.result.firebaseCustomToken) };
}

/** A fresh account's session with its refresh token (for the refresh-token procedures). */
export async function freshRefreshToken(t: TestApp) {
  const { emailAddress, firebaseIDToken } = await freshSignInToken(t);
  const deviceId = 'WEB-matrix-device';
  const auth = await rpc(t.app, 'AuthenticationService', 'authenticate', {
    deviceId,
    verifiedEmailAddress: emailAddress,
    firebaseIDToken,
  });
  const { userId, refreshToken } = auth.body.result as { userId: string; refreshToken: string };
  return { emailAddress, userId, refreshToken, deviceId };
}

/**
 * Proof that `who` owns the address of a fresh account (code sent to it and checked), so confirmUserMerge may
 * merge that account into theirs. Returns the address.
 */
export async function mergeProof(t: TestApp, who: Person): Promise<string> {
  const { emailAddress } = await freshRefreshToken(t);
  const auth = { userId: who.userId, accessToken: who.accessToken };
  const sent = await rpc(
    t.app,
    'AuthenticationService',
    'sendPiiVerificationCode',
    { pii: emailAddress },
    auth,
  );
  if (sent.body.result?.success !== true) throw new Error(`no code sent: ${JSON.stringify(sent.body)}`);
  const code = codeFrom((await lastOutboxMessage(t.db, emailAddress))!.text);
  const verified = await rpc(
    t.app,
    'AuthenticationService',
    'verifyWithPiiAndCode',
    { pii: emailAddress, code },
    auth,
  );
  if (!verified.body.result?.mergePrompt)
    throw new Error(`no merge prompt: ${JSON.stringify(verified.body)}`);
  return emailAddress;
}
