/** Postgres returns numeric(20,8) with all 8 decimals; the wire carries the shortest exact form. */
export function formatMoney(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}
