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

const WHOLESALE_FIELD = /^(min_order_qty|order_multiple|price_tiers)(\.\d+\.(min_qty|price))?$/;

/** Whether a slot is one the form draws itself (the SKU grid's and the wholesale terms'). */
export const isOwnSlot = (slot: string) =>
  slot === 'skus' || slot.includes('\u0000') || WHOLESALE_FIELD.test(slot);

/**
 * Where a refusal's field shows in the form. The server names a SKU by its place in the request
 * (`skus.1.price`): `keys` (the grid's row keys in request order) turns that into the cell
 * (`<row key>.price`, `<row key>.tiers.0.price`); a size, colour or id problem is the row's
 * (`<row key>.row`). A picture's
 * place (`images.2`) is the pictures' field.
 */
export function errorSlotOf(field: string, keys: readonly string[]): string | undefined {
  const sku = /^skus\.(\d+)(?:\.(\w+))?(.*)$/.exec(field);
  if (sku) {
    const key = keys[Number(sku[1])];
    if (key === undefined) return 'skus';
    // its own breaks (`skus.0.price_tiers.1.price`) show on their input under the row
    if (sku[2] === 'price_tiers') return `${key}.tiers${sku[3]}`;
    return sku[2] === 'price' || sku[2] === 'stock' ? `${key}.${sku[2]}` : `${key}.row`;
  }
  // the wholesale terms show beside their inputs (`price_tiers.1.min_qty`, decision 047)
  if (WHOLESALE_FIELD.test(field)) return field;
  // the texts by language are one field of the form (decision 039)
  const top = /^(titles|descriptions)\b/.test(field) ? 'texts' : (field.split('.')[0] ?? '');
  return (FORM_FIELDS as readonly string[]).includes(top) ? top : undefined;
}
