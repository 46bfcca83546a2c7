/** `%`, `_` and `\` match literally inside the `%…%` pattern. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The keyword's words, lower case: runs of letters and digits. */
export const wordsOf = (keyword: string): string[] =>
  (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());

/** Words whose letters may be swapped: letters only, in a script that separates words by spaces. */
const TRANSPOSABLE = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\p{L}{4,20}$/u;
/** Swapped spellings tried per keyword, so a long keyword cannot make a long query. */
const MAX_TRANSPOSITIONS = 40;

/**
 * The word with each pair of neighbouring letters swapped (`prmeium` → … `premium` …): the typo
 * trigrams miss, since a swap breaks three of a short word's trigrams. Words under four letters,
 * words with digits (model numbers) and Chinese or Japanese runs get none.
 */
export function transpositions(word: string): string[] {
  if (!TRANSPOSABLE.test(word)) return [];
  const letters = [...word];
  const swapped = new Set<string>();
  for (let i = 0; i < letters.length - 1; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.add(copy.join(''));
  }
  return [...swapped];
}

/**
 * Prefix query over the words of the keyword, a word of `swappable` also in its transpositions
 * (`wire blue` → `wire:* & (blue:* | lbue:* | …)`); only letters and digits reach `to_tsquery`, so
 * no input can break its syntax. Undefined when no word is left.
 */
export function prefixTsQuery(
  keyword: string,
  swappable: ReadonlySet<string> = new Set(),
): string | undefined {
  const words = wordsOf(keyword);
  if (words.length === 0) return undefined;
  let budget = MAX_TRANSPOSITIONS;
  return words
    .map((word) => {
      const swaps = swappable.has(word) ? transpositions(word).slice(0, Math.max(0, budget)) : [];
      budget -= swaps.length;
      const forms = [word, ...swaps].map((form) => `${form}:*`);
      return forms.length === 1 ? forms[0] : `(${forms.join(' | ')})`;
    })
    .join(' & ');
}

/** The keyword with the letters of one of its `swappable` words swapped: for columns without a text vector. */
export function transposedKeywords(keyword: string, swappable: ReadonlySet<string>): string[] {
  const words = wordsOf(keyword);
  return words
    .flatMap((word, index) =>
      swappable.has(word)
        ? transpositions(word).map((swapped) =>
            words.map((other, i) => (i === index ? swapped : other)).join(' '),
          )
        : [],
    )
    .slice(0, MAX_TRANSPOSITIONS);
}
