import { describe, expect, it } from 'vitest';
import { appRouter } from './router';
import { type AppProcedurePath, JSON_RPC_METHODS } from './jsonRpcMethods';

// Typed as the nested router record, but at run time tRPC 11 keeps a flat record keyed by the full path.
const procedurePaths = new Set(Object.keys(appRouter._def.procedures as unknown as Record<string, unknown>));

describe('the /json method table', () => {
  it('names an existing procedure for every method', () => {
    const missing = Object.entries(JSON_RPC_METHODS).flatMap(([service, methods]) =>
      Object.entries(methods)
        .filter(([, path]) => !procedurePaths.has(path))
        .map(([method, path]) => `${service}.${method} → ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('is checked by the compiler: a path that names no procedure is a type error', () => {
    const renamed = { EventService: { getEvent: 'events.getEvnt' } } as const;
    // @ts-expect-error 'events.getEvnt' is no procedure of the AppRouter
    const table: Record<string, Record<string, AppProcedurePath>> = renamed;
    expect(table.EventService?.getEvent).toBe('events.getEvnt');
  });
});
