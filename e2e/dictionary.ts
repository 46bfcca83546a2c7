import { readFileSync } from 'node:fs';

/**
 * Texts of the app's dictionaries (paths from the repository's root), looked up as the pages do:
 * `text('order.status.paid')`, `text('cart.checkOut', { count: 2 })`.
 */
export function dictionary(...files: string[]) {
  const parts = files.map(
    (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as object,
  );
  return (key: string, values: Record<string, string | number> = {}): string => {
    const lookup = (node: unknown) =>
      key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], node);
    const template = parts.map(lookup).find((value) => typeof value === 'string');
    if (typeof template !== 'string') throw new Error(`no text ${key} in ${files.join(', ')}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
  };
}
