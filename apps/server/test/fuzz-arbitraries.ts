import fc from 'fast-check';
import { z } from 'zod';

/**
 * JSON Schema → fast-check arbitraries of (mostly) valid values, for the fuzz test. zod-fast-check
 * supports only zod 3 and fast-check < 4, so we read the schema zod itself emits
 * (`z.toJSONSchema(schema, { io: 'input' })`) and cover the keywords our definitions use.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Values worth trying for a property of this name (an existing e-mail, the fund password, …). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Arbitrary values of `schema`: valid by construction except where a pattern or format is loose. */
export function arbitraryOf(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  return valueOf(schema, { root: schema, hints });
}

interface Scope {
  root: JsonSchema;
  hints: Hints;
}

function valueOf(schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueOf(resolve(schema.$ref, scope.root), scope);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, scope)));
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  // a decimal field takes a number or its text: send mostly the text, as the apps do
  if (types.includes('number') && types.includes('string')) return decimal();
  return fc.oneof(...types.map((type) => valueOfType(type, schema, scope)));
}

function valueOfType(type: string, schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectOf(schema, scope);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, scope), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 8, Math.max(schema.minItems ?? 0, 8)),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.oneof(integerOf(schema), doubleOf(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectOf(schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    // `not: {}` is zod's "must be absent" (a union member without this key)
    if (property.not && Object.keys(property.not).length === 0) continue;
    const hint = scope.hints[key];
    const value = valueOf(property, scope);
    model[key] = hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: value, weight: 1 }) : value;
  }
  const required = (schema.required ?? []).filter((key) => key in model);
  const record = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (extra === false || Object.keys(properties).length > 0) return record;
  // a map (`z.record`): keys of its own
  const values = typeof extra === 'object' ? valueOf(extra, scope) : fc.jsonValue({ maxDepth: 1 });
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 4 });
}

const formats: Record<string, () => fc.Arbitrary<string>> = {
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  email: () => fc.emailAddress(),
  uuid: () => fc.uuid(),
  'date-time': () =>
    fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const format = schema.format ? formats[schema.format] : undefined;
  if (format) return format();
  if (schema.pattern) {
    // loosely: the pattern's own length may disagree with maxLength, and the server then says so
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength });
  }
  const short = Math.min(maxLength, Math.max(minLength, 24));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: short }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: short }), weight: 1 },
    { arbitrary: fc.string({ minLength: Math.max(minLength, maxLength - 2), maxLength }), weight: 1 },
  );
}

/** Bounds of an integer or number schema; JSON Schema 2020-12 spells exclusive bounds as numbers. */
function boundsOf(schema: JsonSchema, step: number): { min: number; max: number } {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  return { min: min ?? -1e6, max: max ?? 1e6 };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema, 1);
  const low = Math.ceil(min);
  const high = Math.floor(max);
  // mostly small values, which are the ids of rows that exist; sometimes the bounds and anything between
  return fc.oneof(
    { arbitrary: fc.integer({ min: low, max: Math.min(high, low + 3) }), weight: 3 },
    { arbitrary: fc.integer({ min: low, max: Math.min(high, low + 20) }), weight: 3 },
    { arbitrary: fc.constantFrom(low, high), weight: 1 },
    { arbitrary: fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number), weight: 1 },
  );
}

function doubleOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema, Number.EPSILON);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A decimal amount: mostly text with up to 8 decimals, sometimes a JSON number. */
export function decimal(): fc.Arbitrary<string | number> {
  const text = fc
    .tuple(fc.nat({ max: 7 }), fc.nat({ max: 100_000 }), fc.option(fc.stringMatching(/^\d{1,8}$/)))
    .map(
      ([negative, whole, fraction]) =>
        `${negative === 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    );
  return fc.oneof(
    { arbitrary: text, weight: 5 },
    { arbitrary: fc.integer({ min: -1000, max: 100_000 }), weight: 1 },
    { arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }), weight: 1 },
  );
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  const found = name ? root.$defs?.[name] : undefined;
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found;
}
