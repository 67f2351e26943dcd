import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The notifications feature's cache: what an unsubscribe link's recipient gets (notifications.unsubscribeStatus)
// and the signed-in account's switch (notifications.messageSettings); each change writes its answer back.

export function useUnsubscribeStatusQuery(token: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.notifications.unsubscribeStatus.queryOptions({ token }), retry: false });
}

export function useSetUnsubscribed(token: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.setUnsubscribed.mutationOptions({
      onSuccess: (status) =>
        queryClient.setQueryData(trpc.notifications.unsubscribeStatus.queryKey({ token }), status),
    }),
  );
}

export function useMessageSettingsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.messageSettings.queryOptions());
}

export function useSetMessageOptOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.setMessageOptOut.mutationOptions({
      onSuccess: (settings) =>
        queryClient.setQueryData(trpc.notifications.messageSettings.queryKey(), settings),
    }),
  );
}
