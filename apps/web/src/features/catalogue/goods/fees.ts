import { add, multiply, round } from '@market/contract/decimal';

/**
 * What a quantity of one item costs: the item amount, taxes and fees (tax_rate is a fraction of
 * the item amount, rounded to cents) and the freight, all as exact decimal strings.
 */
export function feesFor({
  unitPrice,
  quantity,
  taxRate,
  freight,
}: {
  unitPrice: string;
  quantity: number;
  taxRate: string;
  freight: string;
}) {
  const itemAmount = round(multiply(unitPrice, quantity));
  const tax = round(multiply(itemAmount, taxRate));
  return { itemAmount, tax, freight, total: round(add(add(itemAmount, tax), freight)) };
}
