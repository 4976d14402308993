import fc from 'fast-check';
import type { JsonSchema } from './operations.ts';

/** Values the suite wants hit often: another customer's email, their ticket's id. */
export interface Targets {
  emails: string[];
  ids: string[];
}

/** Any JSON value, strings with control characters, markup and NUL included. */
export const anyJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('<script>alert(1)</script>', "' or 1=1 --", '\u0000', '../../etc/passwd', '%00', '{{7*7}}'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/** How the strings of a fitting value are made. */
type Strings = (schema: JsonSchema, targets: Targets) => fc.Arbitrary<string>;

/** Values that mostly fit `schema` (to get past validation and reach the handler), sometimes anything. */
export function arbitraryFor(
  schema: JsonSchema,
  targets: Targets,
  strings: Strings = fittingString,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fitting(schema, targets, strings) },
    { weight: 1, arbitrary: anyJson },
  );
}

/**
 * Like `arbitraryFor`, but any string may hold an unpaired UTF-16 surrogate: JSON carries one as a
 * `\ud800` escape, and PostgreSQL's jsonb refuses it. Each string has one or not on its own, so a value
 * often gets past the other fields' validation with one in a free-text field.
 */
export function withLoneSurrogates(schema: JsonSchema, targets: Targets): fc.Arbitrary<unknown> {
  return arbitraryFor(schema, targets, (stringSchema) =>
    fc.oneof(fittingString(stringSchema, targets), loneSurrogateIn(stringSchema, targets)),
  );
}

function loneSurrogateIn(schema: JsonSchema, targets: Targets): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  return fc
    .tuple(fittingString(schema, targets), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.nat())
    .map(([text, surrogate, at]) => {
      const kept = text.slice(0, maxLength - 1);
      const position = at % (kept.length + 1);
      return kept.slice(0, position) + surrogate + kept.slice(position);
    });
}

function fitting(schema: JsonSchema, targets: Targets, strings: Strings): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => fitting(member, targets, strings)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(
        properties.map(([key, value]) => [key, arbitraryFor(value, targets, strings)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, targets, strings), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return strings(schema, targets);
    default:
      return anyJson;
  }
}

function fittingString(schema: JsonSchema, targets: Targets): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom(...targets.emails));
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...targets.ids));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  return fc.string({ unit: 'binary', minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}
