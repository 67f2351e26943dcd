import { useEffect, useMemo } from 'react';
import { mergeSuggestionSources, type SuggestionEntry } from '../../../shared/guests/guestSuggestions';
import { log } from '../../app/lib/log';
import { useAllContactsQuery, useAllMutualMembersQuery } from './queries';

/**
 * Everyone the add-guest input can suggest: the user's contacts (people they invited before and contacts they
 * created) and the members they share parties with, every page of both, merged into suggestion entries.
 */
export function useSuggestionSources(): { entries: SuggestionEntry[]; count: number } {
  const contacts = useAllContactsQuery();
  const members = useAllMutualMembersQuery();

  useEffect(() => {
    if (contacts.error) log.warn('fetchContacts failed', contacts.error);
    if (members.error) log.warn('fetchMutualMembers failed', members.error);
  }, [contacts.error, members.error]);

  const entries = useMemo(
    () =>
      mergeSuggestionSources({
        // fetchContacts says where each person comes from; one with an account merges with that member.
        pastInvitees: (contacts.data ?? []).filter((c) => c.source === 'invitee'),
        contacts: (contacts.data ?? [])
          .filter((c) => c.source === 'contact')
          .map((c) => ({ name: c.name, emails: c.email ? [c.email] : [], photoUrl: c.photoUrl })),
        members: members.data ?? [],
      }),
    [contacts.data, members.data],
  );
  return { entries, count: entries.length };
}
