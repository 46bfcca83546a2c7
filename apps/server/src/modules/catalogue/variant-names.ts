import { DEFAULT_LANGUAGE, type Language } from '@market/contract';
import { hasMessage, translate } from '../../i18n/index.ts';

/** `Light Blue`, `light-blue` and `LIGHT BLUE` are one dictionary entry: `variant.light_blue`. */
const keyOf = (value: string) =>
  `variant.${value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')}`;

/**
 * A size or colour in `lang` where it is a standard name the server's dictionaries know (Red, Navy,
 * One size), else as the seller wrote it (XL, 42, Sunset Orange): decision 039. English, the
 * language sellers write them in, keeps the seller's own spelling.
 */
export function variantNameIn(value: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return value;
  const key = keyOf(value);
  return hasMessage(key) ? translate(lang, key) : value;
}

/**
 * The names of one product's values in `lang`. Two values that would read the same (Grey and Gray
 * are both Grau) keep the seller's spelling, so the buyer can still tell the variants apart.
 */
export function variantNamesIn(values: string[], lang: Language): Map<string, string> {
  const names = new Map(values.map((value) => [value, variantNameIn(value, lang)]));
  const counts = new Map<string, number>();
  for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [value, name] of names) if (counts.get(name)! > 1) names.set(value, value);
  return names;
}

/** A product's sizes and colours in `lang`, each in the order its SKUs first show it. */
export function skuNamesIn(skus: { size: string; color: string }[], lang: Language) {
  return {
    sizes: variantNamesIn([...new Set(skus.map((sku) => sku.size))], lang),
    colors: variantNamesIn([...new Set(skus.map((sku) => sku.color))], lang),
  };
}
