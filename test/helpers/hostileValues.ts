import fc from 'fast-check';

// Values a hostile or broken client may send, as fast-check arbitraries: strings with NUL bytes and lone
// surrogates, very long strings, injection-looking text, huge and odd numbers, and JSON of any shape (deep
// nesting and wrong types included). Only JSON-serialisable values: they travel as JSON bodies and queries.

/** What PostgreSQL text refuses (NUL) and what UTF-8 cannot encode (lone surrogates): drawn most often. */
const NUL_PIECES = ['\u0000', 'a\u0000b', 'x\u0000\u0000'];
const SURROGATE_PIECES = ['\uD800', 'x\uDFFFy', '\uDBFF\uDBFF'];
const OTHER_PIECES = [
  '\uFFFF',
  '\u202Eevil',
  '\u200B',
  '🎉🎉',
  "' OR '1'='1",
  "'; drop table users; --",
  '\\',
  '"',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
];

const nastyPiece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUL_PIECES) },
  { weight: 1, arbitrary: fc.constantFrom(...SURROGATE_PIECES) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_PIECES) },
);

/** A short nasty string, alone or around ordinary text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyPiece },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), nastyPiece, fc.string({ maxLength: 8 }))
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Far past every length limit (and long enough to matter in a URL). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('x', 'é', '\u0000', '🎉', "'"), fc.constantFrom(300, 2_100, 20_000))
  .map(([unit, times]) => unit.repeat(times));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: longString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    -(2 ** 63),
    5e-324,
    0.5,
    -0.000001,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nested a few hundred levels deep: arrays or objects. */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.constantFrom(64, 300))
  .map(([kind, depth]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
    return value;
  });

/**
 * Any JSON value built from hostile leaves, with keys that are sometimes the schema's own (so a value gets
 * past "unknown key" and into the fields).
 */
export function hostileJson(keys: string[] = []): fc.Arbitrary<unknown> {
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 }), nastyString)
    : fc.oneof(fc.string({ maxLength: 6 }), nastyString);
  const leaf = fc.oneof(
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
  );
  const { value } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>(
    (tie) => ({
      value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    }),
  );
  return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: deeplyNested });
}

type Path = (string | number)[];
type Leaf = { path: Path; key: string; value: unknown };

/** Every field of a JSON value (leaves and containers), with its path and the name it sits under. */
function fieldsOf(value: unknown, path: Path = [], key = ''): Leaf[] {
  const own: Leaf[] = path.length ? [{ path, key, value }] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, i) => fieldsOf(item, [...path, i], key))];
  if (typeof value === 'object' && value !== null) {
    return [...own, ...Object.entries(value).flatMap(([k, v]) => fieldsOf(v, [...path, k], k))];
  }
  return own;
}

function withFieldSet(base: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/** A nasty piece inside a string, keeping its shape where it has one (before the @ of an address). */
const insertInto = (value: string, piece: string) =>
  value.includes('@') ? value.replace('@', `${piece}@`) : `${value}${piece}`;

/**
 * A valid input with one thing made hostile: a string field replaced by or salted with a nasty string, any
 * field replaced by hostile JSON, or an unexpected key added; sometimes left as it is.
 */
export function mutated(base: unknown): fc.Arbitrary<unknown> {
  const fields = fieldsOf(base);
  const strings = fields.filter((field) => typeof field.value === 'string');
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: fc.constant(base) }];
  if (strings.length) {
    const salted = fc
      .tuple(fc.constantFrom(...strings), nastyString)
      .map(([field, piece]) => withFieldSet(base, field.path, insertInto(String(field.value), piece)));
    const replaced = fc
      .tuple(fc.constantFrom(...strings), hostileString)
      .map(([field, value]) => withFieldSet(base, field.path, value));
    options.push({ weight: 4, arbitrary: salted }, { weight: 2, arbitrary: replaced });
  }
  if (fields.length) {
    const wrongType = fc
      .tuple(fc.constantFrom(...fields), fc.oneof(hostileNumber, hostileJson()))
      .map(([field, value]) => withFieldSet(base, field.path, value));
    options.push({ weight: 2, arbitrary: wrongType });
  }
  if (typeof base === 'object' && base !== null && !Array.isArray(base)) {
    const extraKey = fc
      .tuple(nastyString, hostileJson())
      .map(([key, value]) => ({ ...(base as Record<string, unknown>), [key]: value }));
    options.push({ weight: 1, arbitrary: extraKey });
  }
  return fc.oneof(...options);
}
