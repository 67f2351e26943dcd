import type { z } from 'zod';

// Replies built from parts that were already checked need not be checked again on every call: a busy party's
// event page is the same checked object for every visitor, and checking its 8 kB with zod each time was a tenth
// of the request's CPU (issue 14). A procedure declares `.output(trustedOutput(schema))`; the schema is the
// same for the contract (openapi.ts reads the original), and every reply is still parsed by it unless the
// procedure built it with checkedReply or keptReply below.

const checked = new WeakSet<object>();
const jsonOf = new WeakMap<object, string>();
/** Replies whose JSON is assembled from their parts' (assembledReply). */
const assembled = new WeakSet<object>();
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

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Keeps the JSON of `value` and of the objects in it down to `depth` levels (0: the value's alone). */
function keepJson(value: object, depth: number): void {
  jsonOf.set(value, JSON.stringify(value));
  if (depth > 0) for (const child of Object.values(value)) if (isObject(child)) keepJson(child, depth - 1);
}

/**
 * A reply to keep and hand out many times: parsed by `schema` once, frozen (every caller gets the same object),
 * and its JSON made once (jsonOfKeptReply), so a transport can send it without serialising it again. The JSON
 * of its fields and of their items is kept too, for the replies assembled from it (assembledReply).
 */
export function keptReply<S extends z.ZodType>(schema: S, reply: z.input<S>): z.output<S> {
  const parsed = schema.parse(reply) as z.output<S>;
  deepFreeze(parsed);
  if (isObject(parsed)) {
    checked.add(parsed);
    keepJson(parsed, 2);
  }
  return parsed;
}

/**
 * A reply assembled from checked parts (as checkedReply) that are mostly kept ones, such as a guest's page: the
 * shared event with the guest's own row put in. Its JSON is made from its parts' kept JSON, so only what is new
 * in it is serialised per call; an array or object in it may be assembled in turn.
 */
export function assembledReply<T extends object>(reply: T): T {
  checked.add(reply);
  assembled.add(reply);
  return reply;
}

/** JSON.stringify's answer, made from the kept JSON of the parts where there is one. */
function assembledJson(value: object): string {
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => (item === undefined ? 'null' : jsonOfPart(item))).join(',')}]`;
  }
  const fields: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    // Left out as JSON.stringify leaves them out.
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    fields.push(`${JSON.stringify(key)}:${jsonOfPart(field)}`);
  }
  return `{${fields.join(',')}}`;
}

function jsonOfPart(value: unknown): string {
  if (!isObject(value)) return JSON.stringify(value);
  return jsonOf.get(value) ?? (assembled.has(value) ? assembledJson(value) : JSON.stringify(value));
}

/**
 * The JSON of a kept reply (made when it was kept) or of an assembled one (made now from its parts'); undefined
 * for any other value.
 */
export function jsonOfKeptReply(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  return jsonOf.get(value) ?? (assembled.has(value) ? assembledJson(value) : undefined);
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
