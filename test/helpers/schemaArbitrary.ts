import fc from 'fast-check';
import { z, type ZodType } from 'zod';

// Inputs shaped like a procedure's zod schema, read through its JSON Schema (zod's public view of it): every
// field plausible, so that once one field is made hostile (hostileValues.mutated) the input still gets past
// validation into the handler and the database.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/**
 * Real values of the test's party, so ids and tokens name things that exist: the ids a field of this name
 * could hold (eventId: the party's), and the party's invitation tokens.
 */
export type ShapeHints = { idsFor: (fieldName: string) => string[]; tokens: string[] };

/** The input JSON Schema of a procedure: its `.input()` schemas merged as tRPC merges their results. */
export function inputJsonSchema(inputs: ZodType[]): JsonSchema {
  const schemas = inputs.map(
    (input) => z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  );
  if (schemas.length === 1 || !schemas.every((s) => s.properties)) return schemas[schemas.length - 1] ?? {};
  return {
    type: 'object',
    properties: Object.assign({}, ...schemas.map((s) => s.properties)),
    required: [...new Set(schemas.flatMap((s) => s.required ?? []))],
  };
}

/** Every property name in the schema, at any depth (for the free-form JSON's keys). */
export function propertyNames(schema: JsonSchema): string[] {
  const names = Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => [
    name,
    ...propertyNames(sub),
  ]);
  const nested = [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter(
    (sub): sub is JsonSchema => sub !== undefined,
  );
  return [...new Set([...names, ...nested.flatMap(propertyNames)])];
}

function regexOrNull(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** A value of the email, phone, token or id kind a field's name says it holds, if it says. */
function namedString(schema: JsonSchema, name: string, hints: ShapeHints): fc.Arbitrary<string> | null {
  if (schema.format === 'uuid') {
    const known = hints.idsFor(name);
    return known.length
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  if (/token/i.test(name) && hints.tokens.length) return fc.constantFrom(...hints.tokens);
  if (/email|pii/i.test(name)) return fc.nat(9999).map((n) => `fuzz${n}@example.com`);
  if (/phone/i.test(name)) return fc.constantFrom('(415) 555-0123', '+14155550124');
  const pattern = schema.pattern ? regexOrNull(schema.pattern) : null;
  return pattern ? fc.stringMatching(pattern, { size: 'xsmall' }) : null;
}

function plausibleString(schema: JsonSchema, name: string, hints: ShapeHints): fc.Arbitrary<string> {
  const named = namedString(schema, name, hints);
  if (named) return named;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(schema.minLength ?? 1, maxLength), maxLength });
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function plausibleOfType(
  schema: JsonSchema,
  type: string,
  name: string,
  hints: ShapeHints,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, plausibleValue(sub, hints, key)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const items = schema.items ? plausibleValue(schema.items, hints, name) : fc.string();
      return fc.array(items, { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case 'string':
      return plausibleString(schema, name, hints);
    case 'integer':
    case 'number':
      return plausibleNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.string({ maxLength: 10 });
  }
}

/**
 * A value the schema would plausibly accept: ids of the test's party, addresses and phones that read as such,
 * strings within their limits. Hostility is added afterwards (hostileValues.mutated), one field at a time.
 */
export function plausibleValue(schema: JsonSchema, hints: ShapeHints, name = ''): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((sub) => plausibleValue(sub, hints, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  return fc.oneof(...types.map((type) => plausibleOfType(schema, type, name, hints)));
}
