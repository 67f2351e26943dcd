import type { z } from 'zod';

// Replies built from parts that were already checked need not be checked again on every call: a busy party's
// event page is the same checked object for every visitor, and checking its 8 kB with zod each time was a tenth
// of the request's CPU (issue 14). A procedure declares `.output(trustedOutput(schema))`; the schema is the
// same for the contract (openapi.ts reads the original), and every reply is still parsed by it unless the
// procedure built it with keptReply or composedReply below.

const checked = new WeakSet<object>();
const jsonOf = new WeakMap<object, string>();
const ORIGINAL = Symbol('trusted output: the schema it wraps');

/** The arrays inside kept replies: frozen to the bottom, so their elements' JSON can be kept too. */
const keptArrays = new WeakSet<readonly unknown[]>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  if (Array.isArray(value)) keptArrays.add(value);
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

/** How to make the JSON of a reply composed of kept parts (composedReply, keptWith), when a transport asks. */
const jsonMakers = new WeakMap<object, () => string>();
/** A kept object's JSON without some of its keys, by the keys left out (keptWith). */
const jsonWithout = new WeakMap<object, Map<string, string>>();

/** The JSON of a kept reply (made when it was kept) or of a composed one; undefined for any other value. */
export function jsonOfKeptReply(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return jsonOf.get(value) ?? jsonMakers.get(value)?.();
}

/** `value` as JSON, a kept part's as it was made. */
const partJson = (value: unknown) => jsonOfKeptReply(value) ?? JSON.stringify(value);

/** The `"key":value` members of an object's JSON, comma-separated, leaving undefined values out as JSON does. */
const membersJson = (fields: object) =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${partJson(value)}`)
    .join(',');

/**
 * A reply assembled from checked parts (each one parsed by its own part of the output schema, or kept), so it is
 * not checked again; its JSON is theirs put together, so a kept part (a party's 8 kB event) is not serialised
 * again for each caller.
 */
export function composedReply<T extends Record<string, unknown>>(reply: T): T {
  checked.add(reply);
  jsonMakers.set(reply, () => `{${membersJson(reply)}}`);
  return reply;
}

/**
 * `kept` with some keys replaced or added by checked values: its JSON is the kept one's without those keys
 * (made once per kept object) and theirs (key order differs, which JSON does not mind).
 */
export function keptWith<T extends object>(kept: T, changes: Partial<T>): T {
  const result = { ...kept, ...changes };
  if (!jsonOf.has(kept)) return result;
  const keys = Object.keys(changes);
  jsonMakers.set(result, () => {
    let byKeys = jsonWithout.get(kept);
    if (!byKeys) jsonWithout.set(kept, (byKeys = new Map()));
    const name = keys.join(',');
    let base = byKeys.get(name);
    if (base === undefined) {
      base = JSON.stringify(Object.fromEntries(Object.entries(kept).filter(([key]) => !keys.includes(key))));
      byKeys.set(name, base);
    }
    const added = membersJson(changes);
    if (!added) return base;
    return base === '{}' ? `{${added}}` : `${base.slice(0, -1)},${added}}`;
  });
  return result;
}

/** The JSON of each element of a kept array (made once per array, when first asked for). */
const elementsJson = new WeakMap<readonly unknown[], string[]>();

/** An array element's JSON: what JSON.stringify writes for it (null for what JSON has no value for). */
const elementJson = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol' ? 'null' : partJson(value);

/**
 * `kept` (an array inside a kept reply) with its element at `at` replaced by `entry`, or `entry` added after the
 * last when `at` is the array's length. Its JSON is the kept elements' own, each made once per array, and the
 * entry's: a guest's event page lists the party's first faces with theirs put in, and serialising the whole
 * list for each guest's call was most of what composing the reply cost (issue 14). For a kept array only;
 * any other array is copied with the change and left to be serialised as usual.
 */
export function keptArrayWith<T>(kept: readonly T[], at: number, entry: T): T[] {
  const result =
    at === kept.length ? [...kept, entry] : kept.map((element, i) => (i === at ? entry : element));
  if (!keptArrays.has(kept)) return result;
  jsonMakers.set(result, () => {
    let elements = elementsJson.get(kept);
    if (!elements) elementsJson.set(kept, (elements = kept.map(elementJson)));
    const parts = elements.slice();
    parts[at] = elementJson(entry);
    return `[${parts.join(',')}]`;
  });
  return result;
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
