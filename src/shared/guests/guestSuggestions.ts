import { SUGGESTIONS_MAX } from '../constants';
import { normalizeEmail } from '../common/email';

// The add-guest input's suggestions (spec sections 3 and 5): contacts, mutual members and past invitees merged
// into suggestion entries, matched against the search, without cohosts or guests already invited, at most 10,
// sorted by name (or e-mail when there is no name). In users-only mode only people with an account are kept.

export type SuggestionEntry = {
  /** Stable key for lists: the user id, else the e-mail. */
  key: string;
  contact: boolean;
  member: boolean;
  invitee: boolean;
  name: string;
  email: string | null;
  photoUrl: string | null;
  userId: string | null;
  sharedEvents: number;
};

export type ContactSource = {
  name?: string | null;
  emails?: readonly string[] | null;
  photoUrl?: string | null;
};
export type MutualMemberSource = {
  member: {
    userId: string;
    name?: string | null;
    emails?: readonly string[] | null;
    photoUrl?: string | null;
  };
  sharedEvents?: number | readonly unknown[] | null;
};
export type PastInviteeSource = {
  name?: string | null;
  email?: string | null;
  userId?: string | null;
  photoUrl?: string | null;
};

export type SuggestionSources = {
  contacts?: readonly ContactSource[];
  members?: readonly MutualMemberSource[];
  pastInvitees?: readonly PastInviteeSource[];
};

export type SuggestionFilter = {
  search: string;
  /** E-mails (any case) already on the guest list. */
  invitedEmails?: Iterable<string>;
  /** Accounts already on the guest list. */
  invitedUserIds?: Iterable<string>;
  /** Cohosts of the party, by account or e-mail. */
  cohostUserIds?: Iterable<string>;
  cohostEmails?: Iterable<string>;
  usersOnly?: boolean;
  limit?: number;
};

const sharedCount = (value: MutualMemberSource['sharedEvents']) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;

/** One entry per person: merged by account, then by e-mail, the flags of every source kept. */
export function mergeSuggestionSources(sources: SuggestionSources): SuggestionEntry[] {
  const byKey = new Map<string, SuggestionEntry>();
  const emailKey = new Map<string, string>();

  const add = (entry: Omit<SuggestionEntry, 'key'>) => {
    const email = entry.email ? normalizeEmail(entry.email) : null;
    const key = (entry.userId ?? (email && emailKey.get(email))) || email;
    if (!key) return;
    const found = byKey.get(key) ?? (email ? byKey.get(emailKey.get(email) ?? '') : undefined);
    if (found) {
      found.contact ||= entry.contact;
      found.member ||= entry.member;
      found.invitee ||= entry.invitee;
      found.name ||= entry.name;
      found.email ??= email;
      found.photoUrl ??= entry.photoUrl;
      found.userId ??= entry.userId;
      found.sharedEvents = Math.max(found.sharedEvents, entry.sharedEvents);
      if (email) emailKey.set(email, found.key);
      return;
    }
    byKey.set(key, { ...entry, email, key });
    if (email) emailKey.set(email, key);
  };

  for (const contact of sources.contacts ?? []) {
    const emails = contact.emails?.length ? contact.emails : [null];
    for (const email of emails) {
      add({
        contact: true,
        member: false,
        invitee: false,
        name: contact.name?.trim() ?? '',
        email,
        photoUrl: contact.photoUrl ?? null,
        userId: null,
        sharedEvents: 0,
      });
    }
  }
  for (const { member, sharedEvents } of sources.members ?? []) {
    add({
      contact: false,
      member: true,
      invitee: false,
      name: member.name?.trim() ?? '',
      email: member.emails?.[0] ?? null,
      photoUrl: member.photoUrl ?? null,
      userId: member.userId,
      sharedEvents: sharedCount(sharedEvents),
    });
  }
  for (const invitee of sources.pastInvitees ?? []) {
    add({
      contact: false,
      member: false,
      invitee: true,
      name: invitee.name?.trim() ?? '',
      email: invitee.email ?? null,
      photoUrl: invitee.photoUrl ?? null,
      userId: invitee.userId ?? null,
      sharedEvents: 0,
    });
  }
  return [...byKey.values()];
}

/** The label an entry sorts and shows by: its name, or its e-mail when it has none. */
export const suggestionLabel = (entry: Pick<SuggestionEntry, 'name' | 'email'>) =>
  entry.name || entry.email || '';

function lowerSet(values: Iterable<string> | undefined): Set<string> {
  return new Set([...(values ?? [])].map((v) => v.trim().toLowerCase()));
}

/** The suggestions to show for a search (empty search: everyone eligible), at most `limit` (10). */
export function pickSuggestions(
  entries: readonly SuggestionEntry[],
  filter: SuggestionFilter,
): SuggestionEntry[] {
  const needle = filter.search.trim().toLowerCase();
  const invitedEmails = lowerSet(filter.invitedEmails);
  const invitedUsers = new Set(filter.invitedUserIds ?? []);
  const cohostUsers = new Set(filter.cohostUserIds ?? []);
  const cohostEmails = lowerSet(filter.cohostEmails);
  return entries
    .filter((entry) => {
      if (filter.usersOnly && !entry.userId) return false;
      if (entry.userId && (cohostUsers.has(entry.userId) || invitedUsers.has(entry.userId))) return false;
      if (entry.email && (cohostEmails.has(entry.email) || invitedEmails.has(entry.email))) return false;
      if (!needle) return true;
      return entry.name.toLowerCase().includes(needle) || (entry.email ?? '').includes(needle);
    })
    .sort((a, b) => suggestionLabel(a).localeCompare(suggestionLabel(b), undefined, { sensitivity: 'base' }))
    .slice(0, filter.limit ?? SUGGESTIONS_MAX);
}
