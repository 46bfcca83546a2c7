import { appKitKeys, byLanguage, checkDictionaries, leaves } from '@market/app-kit/dictionary-checks';
import { describe, expect, it } from 'vitest';

// every locales/*.json and parts/<part>/*.json, loaded the way the app loads its language chunks
// (index.ts); a glob rather than static JSON imports, which the web project's `include: ["src"]`
// would reject in `tsc -b`
const startUp = import.meta.glob<unknown>('./locales/*.json', { eager: true, import: 'default' });
const parts = import.meta.glob<unknown>('./parts/*/*.json', { eager: true, import: 'default' });

const sets: [string, Record<string, unknown>][] = [
  ['web dictionaries', byLanguage(startUp, /^\.\/locales\//)],
  ...[...new Set(Object.keys(parts).map((path) => path.split('/')[2]!))].map(
    (part): [string, Record<string, unknown>] => [
      `web dictionary part "${part}"`,
      byLanguage(
        Object.fromEntries(Object.entries(parts).filter(([path]) => path.startsWith(`./parts/${part}/`))),
        new RegExp(`^\\./parts/${part}/`),
      ),
    ],
  ),
];

checkDictionaries(sets);

describe('web dictionary parts', () => {
  it('share no key with the start-up dictionary (they merge into one namespace)', () => {
    const startUpKeys = new Set(leaves(sets[0]![1].en).map(([key]) => key));
    const shared = sets
      .slice(1)
      .flatMap(([, part]) => leaves(part.en).map(([key]) => key))
      .filter((key) => startUpKeys.has(key));
    expect(shared).toEqual([]);
    expect(sets.length).toBeGreaterThan(1);
  });

  it('share no key with each other (a page may load two of them)', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const [name, part] of sets.slice(1)) {
      for (const [key] of leaves(part.en)) {
        if (owners.has(key)) shared.push(`${key}: ${owners.get(key)} and ${name}`);
        owners.set(key, name);
      }
    }
    expect(shared).toEqual([]);
    expect(sets.length).toBeGreaterThan(2);
  });
});

it('has every text the shared components (app-kit) ask for, in the start-up dictionary or a part', () => {
  const keys = new Set(sets.flatMap(([, set]) => leaves(set.en).map(([key]) => key)));
  expect(appKitKeys().filter((key) => !keys.has(key))).toEqual([]);
});
