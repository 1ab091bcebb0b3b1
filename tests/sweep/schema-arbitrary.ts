import fc from 'fast-check';

/** The part of JSON Schema (as docs/api/openapi.json writes the contract's zod schemas) the sweep reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
}

/**
 * Values an attacker or a broken client sends in place of the right one: wrong types, empty and
 * huge strings, path tricks, control and bidi characters, extreme numbers, deep nesting.
 */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    null,
    '',
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '../../../etc/passwd',
    '..\\..\\x',
    '\u0000',
    'a\nb\u0007\u202e',
    '<script>alert(1)</script>',
    'x'.repeat(100_000),
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
  ),
  fc.integer({ min: 1, max: 2000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
);

/**
 * Values shaped by the schema (so a request gets past the first check and reaches the deeper
 * ones) with any part replaced by a hostile value. A refused request must change nothing.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const shaped = shapedBy(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, depth + 1)]));
      return fc.record(props, { requiredKeys: [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'string':
      return fc.string({ maxLength: 30 });
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    default:
      return hostile;
  }
}

/** A path or query parameter: an id-like value, or something that tries to escape or break it. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.uuid(),
  fc.constantFrom('..', '../x', '%2e%2e%2f', '%00', '\u202e', 'x'.repeat(5000), '-1', '1e400', 'team-survey', '*'),
);
