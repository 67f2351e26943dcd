import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mergeSuggestionSources, type SuggestionEntry } from '../../../shared/guests/guestSuggestions';
import { log } from '../../app/lib/log';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';

/** Pages read per list: enough for any address book a person keeps, bounded so a loop cannot run away. */
const MAX_PAGES = 50;

/**
 * Everyone the add-guest input can suggest: the user's contacts (people they invited before and contacts they
 * created) and the members they share parties with, every page of both, merged into suggestion entries.
 */
export function useSuggestionSources(): { entries: SuggestionEntry[]; count: number } {
  const trpc = useTRPC();
  const client = useTRPCClient();

  const contacts = useQuery({
    queryKey: [...trpc.guests.fetchContacts.queryKey(), 'allPages'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const all = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await client.guests.fetchContacts.query({ pageToken });
        all.push(...result.contacts);
        if (!result.hasMore || !result.nextPageToken) break;
        pageToken = result.nextPageToken;
      }
      return all;
    },
  });

  const members = useQuery({
    queryKey: [...trpc.guests.fetchMutualMembers.queryKey(), 'allPages'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const all = [];
      let pageToken = '0';
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await client.guests.fetchMutualMembers.query({ pageToken });
        all.push(...result.mutualMembers);
        if (!result.hasMore || !result.pageToken) break;
        pageToken = result.pageToken;
      }
      return all;
    },
  });

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
