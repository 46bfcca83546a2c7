import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@market/contract';

type Dictionary = { [key: string]: string | Dictionary };

function load(lang: Language): Dictionary {
  const file = new URL(`./locales/${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
}

/** All 13 server dictionaries, loaded once: they are small, and `msg` is on every response. */
export const dictionaries: Record<Language, Dictionary> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, load(lang)]),
) as Record<Language, Dictionary>;

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type MessageParams = Record<string, string | number>;

/** Translates a dotted key, falling back to English, then to the key itself. */
export function translate(lang: Language, key: string, params: MessageParams = {}): string {
  const template = lookup(dictionaries[lang], key) ?? lookup(dictionaries[DEFAULT_LANGUAGE], key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function hasMessage(key: string): boolean {
  return lookup(dictionaries[DEFAULT_LANGUAGE], key) !== undefined;
}

/** Every leaf key of a dictionary, dotted: used by the completeness test. */
export function leafKeys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
