import type { z } from 'zod';

// Replies built from parts that were already checked need not be checked again on every call: a busy party's
// event page is the same checked object for every visitor, and checking its 8 kB with zod each time was a tenth
// of the request's CPU (issue 14). A procedure declares `.output(trustedOutput(schema))`; the schema is the
// same for the contract (openapi.ts reads the original), and every reply is still parsed by it unless the
// procedure built it with checkedReply or keptReply below.

const checked = new WeakSet<object>();
const jsonOf = new WeakMap<object, string>();
const ORIGINAL = Symbol('trusted output: the schema it wraps');

/** Marks a reply assembled from checked parts (each one parsed by its own part of the output schema). */
export function checkedReply<T extends object>(reply: T): T {
  checked.add(reply);
  return reply;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * A reply to keep and hand out many times: parsed by `schema` once, frozen (every caller gets the same object),
 * and its JSON made once (jsonOfKeptReply), so a transport can send it without serialising it again.
 */
export function keptReply<S extends z.ZodType>(schema: S, reply: z.input<S>): z.output<S> {
  const parsed = schema.parse(reply) as z.output<S>;
  deepFreeze(parsed);
  if (typeof parsed === 'object' && parsed !== null) {
    checked.add(parsed);
    jsonOf.set(parsed, JSON.stringify(parsed));
  }
  return parsed;
}

/** The JSON of a kept reply, made when it was kept; undefined for any other value. */
export function jsonOfKeptReply(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? jsonOf.get(value) : undefined;
}

/** `schema` as a procedure's output parser that passes checked replies through untouched. */
export function trustedOutput<S extends z.ZodType>(schema: S): S {
  const trusting = Object.create(schema) as S;
  Object.defineProperties(trusting, {
    parseAsync: {
      value: (value: unknown, params?: Parameters<S['parseAsync']>[1]) =>
        typeof value === 'object' && value !== null && checked.has(value)
          ? Promise.resolve(value)
          : schema.parseAsync(value, params),
    },
    [ORIGINAL]: { value: schema },
  });
  return trusting;
}

/** The schema a trustedOutput wraps (for the contract), or the value itself. */
export function untrusted<T>(schema: T): T {
  return (
    typeof schema === 'object' && schema !== null && ORIGINAL in schema
      ? (schema as Record<typeof ORIGINAL, T>)[ORIGINAL]
      : schema
  ) as T;
}
