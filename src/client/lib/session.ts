import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Who is signed in (null for a visitor), from `auth.session`. Invalidate that query after login or logout. */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.session.queryOptions(undefined, { staleTime: 60_000 }));
  return { session: query.data ?? null, isPending: query.isPending };
}
