/** A quantity within 1..max (0 when nothing is in stock); what is not a number becomes 1. */
export function clampQuantity(quantity: number, max: number): number {
  if (max < 1) return 0;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), max);
}
