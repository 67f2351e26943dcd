import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../server/app/router';
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { networkErrorMessage, timeoutMessage } from '../../../shared/common/copy';
import { deviceHeaders } from './deviceId';
import { isClientError } from './errors';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

/** fetch with the spec's 60 s request timeout and its wording for network errors and timeouts. */
async function fetchWithTimeout(url: URL | RequestInfo, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    init?.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : timeout;
  const target = pathOf(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url);
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (timeout.aborted) throw new Error(timeoutMessage(REQUEST_TIMEOUT_MS, target), { cause: error });
    if (init?.signal?.aborted) throw error;
    throw new Error(networkErrorMessage(target), { cause: error });
  }
}

/**
 * Queries and mutations go batched over fetch; subscriptions (live updates) over server-sent events, one
 * EventSource each, which the browser re-opens by itself with the last event id (the session cookie rides
 * along, as with every same-origin request).
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/api/trpc' }),
        false: httpBatchLink({ url: '/api/trpc', fetch: fetchWithTimeout, headers: deviceHeaders }),
      }),
    ],
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
}
