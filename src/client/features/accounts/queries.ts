import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { log } from '../../app/lib/log';
import { useSessionInvalidation } from '../../app/lib/session';
import { useTRPC } from '../../app/lib/trpc';

// The accounts feature's cache: the signed-in person's profile (accounts.getElkUser), which other features read
// through useProfileQuery, and what each accounts change reads again afterwards.

/** The signed-in person's profile; `enabled: false` while nobody needs it (a visitor, a closed modal). */
export function useProfileQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.accounts.getElkUser.queryOptions({}), enabled });
}

type ProfileAnswer = NonNullable<ReturnType<typeof useProfileQuery>['data']>;

/**
 * Whether the signed-in account has a profile yet, asked afresh (the end of every sign-in); after a phone
 * sign-in, by that phone (spec: the existing-profile check by phone).
 */
export function useHasProfileCheck() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (phoneNumber?: string) =>
    queryClient.fetchQuery({
      ...trpc.accounts.getHasElkProfile.queryOptions(phoneNumber ? { phoneNumber } : {}),
      staleTime: 0,
    });
}

/** Reads the profile again (after the text-permission answer or a snoozed nudge changed it). */
export function useProfileInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.accounts.getElkUser.queryKey() });
}

/**
 * A saved profile: the answer is the new profile, so it replaces the cached one; the session (name and photo
 * in the header) is read again.
 */
export function useProfileSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidateSession = useSessionInvalidation();
  return async (saved: ProfileAnswer) => {
    queryClient.setQueryData(trpc.accounts.getElkUser.queryKey({}), saved);
    await invalidateSession();
  };
}

/**
 * An address added to the account, or another account merged into it: its parties, answers and name may all
 * have changed, so every cached answer is read again.
 */
export function useRefreshAfterMerge() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/**
 * Snoozes the merge nudge for 24 h and then reads the profile again. The refresh is a callback of this call,
 * so it happens only while the component that snoozed is still on screen.
 */
export function useSnoozeMergeNudge() {
  const trpc = useTRPC();
  const snooze = useMutation(trpc.accounts.snoozeMergeNudge.mutationOptions());
  const invalidateProfile = useProfileInvalidation();
  return () =>
    snooze.mutate(undefined, {
      onError: (error) => log.warn('Snoozing the merge nudge failed', error),
      onSettled: () => invalidateProfile(),
    });
}

/** The companion app's store pages (site settings: they change only with a deploy). */
export function useAppStoreLinks({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.accounts.appStoreLinks.queryOptions(undefined, { staleTime: Infinity, enabled }));
}
