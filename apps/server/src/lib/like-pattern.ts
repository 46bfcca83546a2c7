/** A `%…%` ILIKE pattern matching `keyword` literally: its `\`, `%` and `_` are escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A `…%` LIKE pattern: values starting with `keyword` literally (a btree `text_pattern_ops` index serves it). */
export function prefixPattern(keyword: string): string {
  return `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
