import { LANGUAGES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionaries, leafKeys, translate } from '../src/i18n/index.ts';

const english = dictionaries.en;
const englishKeys = leafKeys(english);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server dictionaries', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every English key, no other, with the same placeholders',
    (lang) => {
      const keys = leafKeys(dictionaries[lang]);
      expect(keys.filter((key) => !keys.includes(key) || !englishKeys.includes(key))).toEqual([]);
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
      for (const key of englishKeys) {
        expect(placeholders(translate(lang, key)), `${lang} ${key}`).toEqual(
          placeholders(translate('en', key)),
        );
      }
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is a translation, not a copy of English', (lang) => {
    const same = englishKeys.filter((key) => translate(lang, key) === translate('en', key));
    // a few labels are the same word in some languages ("Email"); most must differ
    expect(same.length).toBeLessThan(englishKeys.length / 10);
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate('en', 'msg.code_wait', { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
    expect(translate('ar', 'msg.code_wait', { seconds: 42 })).toContain('42');
    expect(translate('en', 'msg.no_such_key')).toBe('msg.no_such_key');
  });
});
