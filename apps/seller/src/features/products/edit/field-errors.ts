/** The form's own fields a refusal may name; anything else is only toasted. */
export const FORM_FIELDS = [
  'title',
  'category_id',
  'images',
  'description',
  'freight',
  'skus',
  'on_shelf',
  'texts',
] as const;

/**
 * Where a refusal's field shows in the form. The server names a SKU by its place in the request
 * (`skus.1.price`): `keys` (the grid's row keys in request order) turns that into the cell
 * (`<row key>.price`); a size, colour or id problem is the row's (`<row key>.row`). A picture's
 * place (`images.2`) is the pictures' field.
 */
export function errorSlotOf(field: string, keys: readonly string[]): string | undefined {
  const sku = /^skus\.(\d+)(?:\.(\w+))?/.exec(field);
  if (sku) {
    const key = keys[Number(sku[1])];
    if (key === undefined) return 'skus';
    return sku[2] === 'price' || sku[2] === 'stock' ? `${key}.${sku[2]}` : `${key}.row`;
  }
  // the texts by language are one field of the form (decision 039)
  const top = /^(titles|descriptions)\b/.test(field) ? 'texts' : (field.split('.')[0] ?? '');
  return (FORM_FIELDS as readonly string[]).includes(top) ? top : undefined;
}
