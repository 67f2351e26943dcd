import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../../server/app/router';
import { QUERY_SEED_ID } from '../../../shared/events/pageSeed';

// The server carries the party page's first getEvent reply in its HTML; the page must find it under the very
// key its query asks for, and use it only while a fetched reply would still be fresh.

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const INPUT = { eventId: EVENT_ID, inviteeUuid: '22222222-2222-4222-8222-222222222222', token: 'abcdefgh12' };

async function freshModule(blockText: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === QUERY_SEED_ID && blockText !== null ? { textContent: blockText } : null,
  });
  return import('./querySeed');
}

afterEach(() => vi.unstubAllGlobals());

describe('query seeds from the page', () => {
  it('makes the key tRPC gives the page query, whatever order the input was written in', async () => {
    const { trpcQueryKey } = await freshModule(null);
    const queryClient = new QueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({
      client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost/api/trpc' })] }),
      queryClient,
    });
    expect(trpcQueryKey('events.getEvent', INPUT)).toEqual(trpc.events.getEvent.queryKey(INPUT));
    expect(trpcQueryKey('events.getEvent', { eventId: EVENT_ID, preview: true })).toEqual(
      trpc.events.getEvent.queryOptions({ eventId: EVENT_ID, preview: true }).queryKey,
    );
    // TanStack Query finds a query by its key's hash, which sorts object keys.
    const reordered = { token: INPUT.token, inviteeUuid: INPUT.inviteeUuid, eventId: EVENT_ID };
    queryClient.setQueryData(trpcQueryKey('events.getEvent', reordered), { ok: 1 });
    expect(queryClient.getQueryData(trpc.events.getEvent.queryKey(INPUT))).toEqual({ ok: 1 });
  });

  it('puts a fresh reply in the cache as made at its server time, and no stale or unreadable one', async () => {
    const now = 1_900_000_000_000;
    const block = JSON.stringify([
      { path: 'events.getEvent', input: INPUT, at: now - 5_000, data: { event: { id: EVENT_ID } } },
      { path: 'events.getEvent', input: { eventId: EVENT_ID }, at: now - 31_000, data: { old: true } },
      { path: 'events.getEvent', input: { eventId: EVENT_ID, preview: true }, at: now + 60_000, data: {} },
      { nonsense: true },
    ]);
    const { seedQueries, trpcQueryKey } = await freshModule(block);
    const client = new QueryClient();
    seedQueries(client, now);
    const seeded = client.getQueryState(trpcQueryKey('events.getEvent', INPUT));
    expect(seeded?.data).toEqual({ event: { id: EVENT_ID } });
    expect(seeded?.dataUpdatedAt).toBe(now - 5_000);
    expect(client.getQueryData(trpcQueryKey('events.getEvent', { eventId: EVENT_ID }))).toBeUndefined();
    // A server clock ahead of the browser's: fresh from now, not from the future.
    const ahead = client.getQueryState(trpcQueryKey('events.getEvent', { eventId: EVENT_ID, preview: true }));
    expect(ahead?.dataUpdatedAt).toBe(now);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('leaves the cache empty without a block or with an unreadable one', async () => {
    for (const text of [null, '{not json', '{"path":"events.getEvent"}']) {
      const { seedQueries } = await freshModule(text);
      const client = new QueryClient();
      seedQueries(client);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
