import fc from 'fast-check';

/**
 * Mutations of a valid request for the fuzz test: a wrong type, a missing or an extra key, a huge
 * or negative number, a long, unicode or NUL-carrying string, lenient number spellings ('0x10').
 */

const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

const fixedNasties: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  -1e308,
  1e308,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  1e21,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '0x10',
  ' 1 ',
  '1e3',
  '-0',
  '00012',
  '１２',
  '999999999999999999999',
  'NaN',
  'Infinity',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  'e\u0301',
  '🙂'.repeat(300),
  'x'.repeat(5000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '__proto__',
  '2024-02-30T25:61:00Z',
  [],
  {},
  [1],
  ['a', null],
  { a: 1 },
  JSON.parse('{"__proto__": {"role": "admin"}}'),
  deep(2000),
];

const nastyKeys = [
  'x',
  '',
  '__proto__',
  'constructor',
  'prototype',
  'user_id',
  'role',
  'money',
  'id',
  'a\u0000b',
];

/** A value no schema of ours accepts where it lands (or only by chance). */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...fixedNasties), weight: 8 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.nat({ max: 300_000 }).map((n) => 'y'.repeat(n)), weight: 1 },
);

type Kind = 'replace' | 'drop' | 'extra' | 'wrap' | 'retype';

export interface Mutation {
  kind: Kind;
  /** Which node of the value: an index into its paths, taken modulo their number. */
  at: number;
  nasty: unknown;
  key: string;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Kind>('replace', 'replace', 'replace', 'drop', 'drop', 'extra', 'wrap', 'retype'),
  at: fc.nat(),
  nasty: nastyValue,
  key: fc.oneof(fc.constantFrom(...nastyKeys), fc.string({ maxLength: 10 })),
});

type Path = (string | number)[];

/** Every node's path down to depth 20, the root's first. */
function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (path.length >= 20) return into;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], into));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into);
  return into;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with one mutation applied; the input is left as it was. */
export function applyMutation(value: unknown, { kind, at, nasty, key }: Mutation): unknown {
  const copy = structuredClone(value);
  const paths = pathsOf(copy);
  const path = paths[at % paths.length]!;
  const parent = path.slice(0, -1).reduce<any>((node, part) => node[part], copy);
  const last = path.at(-1);
  const node = last === undefined ? copy : parent[last];
  const set = (next: unknown) => {
    if (last === undefined) return next;
    parent[last] = next;
    return copy;
  };
  switch (kind) {
    case 'replace':
      return set(nasty);
    case 'drop':
      if (last === undefined) return undefined;
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else Reflect.deleteProperty(parent, last);
      return copy;
    case 'extra':
      if (!isObject(node)) return set(nasty);
      // defineProperty: a plain assignment of `__proto__` would set the prototype, not a key
      Object.defineProperty(node, key, {
        value: nasty,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    case 'wrap':
      return set([node]);
    case 'retype':
      return set(retyped(node));
  }
}

/** The same value in the other common spelling: a number as text, text as a number, … */
function retyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return Number.isNaN(Number(value)) ? value.length : Number(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (value === null) return 'null';
  return JSON.stringify(value);
}

/** A valid value with one or two mutations. */
export function mutatedOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, value));
}
