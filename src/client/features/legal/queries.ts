import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

/** Who runs the site and where else it is (the operator's settings: they change only with a deploy). */
export function useSiteDetails() {
  const trpc = useTRPC();
  return useQuery(trpc.accounts.siteDetails.queryOptions(undefined, { staleTime: Infinity }));
}
