import { byLanguage, checkDictionaries } from '@market/app-kit/dictionary-checks';

// every locales/*.json and parts/<feature>/*.json, loaded the way the app loads its language chunks (index.ts)
const files = import.meta.glob<unknown>(['./locales/*.json', './parts/*/*.json'], {
  eager: true,
  import: 'default',
});

const parts = Map.groupBy(Object.entries(files), ([path]) => path.match(/^\.\/parts\/([^/]+)\//)?.[1] ?? '');
const sets: [string, Record<string, unknown>][] = [...parts].map(([part, entries]) => [
  part ? `back office dictionaries: ${part}` : 'back office dictionaries',
  byLanguage(Object.fromEntries(entries), part ? new RegExp(`^\\./parts/${part}/`) : /^\.\/locales\//),
]);

checkDictionaries(sets);
