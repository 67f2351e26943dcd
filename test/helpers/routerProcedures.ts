import type { ZodType } from 'zod';
import { JSON_RPC_METHODS } from '../../src/server/app/jsonRpcMethods';
import { appRouter } from '../../src/server/app/router';

// The router as the security suite sees it: every procedure path with its kind and input parsers, read from
// the built router itself (tRPC 11 keeps a flat record of 'router.procedure' paths in _def.procedures), so a
// new procedure shows up here without anyone listing it.

export type ProcedureKind = 'query' | 'mutation' | 'subscription';

export type RouterProcedure = {
  path: string;
  kind: ProcedureKind;
  /** The zod schemas of its `.input()` calls, in order (tRPC merges their results). */
  inputs: ZodType[];
  /** `Service.method` names of the /json adapter that call this procedure. */
  jsonRpc: { service: string; method: string }[];
};

type ProcedureDef = { _def: { type: ProcedureKind; inputs: unknown[] } };

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value && '_zod' in value;

export function routerProcedures(): RouterProcedure[] {
  // Typed as the nested router record, but at run time a flat record keyed by the full path.
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures)
    .map(([path, procedure]) => {
      const inputs = procedure._def.inputs;
      if (!inputs.every(isZod)) throw new Error(`${path} has an input parser that is not a zod schema`);
      return { path, kind: procedure._def.type, inputs, jsonRpc: jsonRpcNamesOf(path) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

function jsonRpcNamesOf(path: string) {
  return Object.entries(JSON_RPC_METHODS).flatMap(([service, methods]) =>
    Object.entries(methods)
      .filter(([, target]) => target === path)
      .map(([method]) => ({ service, method })),
  );
}
