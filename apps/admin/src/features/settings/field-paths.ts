/** A field's place in a nested form: `['channels', 'USDT-TRC20', 'address']`. */
export type FieldPath = (string | number)[];

/** Every leaf's path in a value (objects walked, anything else a leaf). */
export function leafPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leafPaths(item, [...prefix, key]),
  );
}

const valueAt = (value: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );

/**
 * Where a server refusal belongs. The server names the field by its last key (`address`), which
 * several channels share: the ones the admin changed since loading are the likely ones (a save
 * sends everything), else every field of that name.
 */
export function pathsOfField(field: string, loaded: unknown, sent: unknown): FieldPath[] {
  const named = leafPaths(sent).filter((path) => path.at(-1) === field);
  if (named.length <= 1) return named;
  const changed = named.filter((path) => String(valueAt(loaded, path)) !== String(valueAt(sent, path)));
  return changed.length > 0 ? changed : named;
}
