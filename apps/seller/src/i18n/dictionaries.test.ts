import { appKitKeys, byLanguage, checkDictionaries, leaves } from '@market/app-kit/dictionary-checks';
import { expect, it } from 'vitest';

// every locales/*.json, loaded the way the app loads its language chunks (index.ts)
const files = import.meta.glob<unknown>('./locales/*.json', { eager: true, import: 'default' });
const dictionaries = byLanguage(files, /^\.\/locales\//);

checkDictionaries([['seller dictionaries', dictionaries]]);

it('has every text the shared components (app-kit) ask for: the withdraw form, the banners', () => {
  const keys = new Set(leaves(dictionaries.en).map(([key]) => key));
  expect(appKitKeys().length).toBeGreaterThan(30);
  expect(appKitKeys().filter((key) => !keys.has(key))).toEqual([]);
});
