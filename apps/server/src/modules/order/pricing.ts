import { Decimal } from 'decimal.js';

/** One requested line with the current price and terms of its SKU and product. */
export interface PricedLine {
  productId: number;
  skuId: number;
  storeId: number;
  price: string;
  num: number;
  /** The product's freight: charged once per product per order, whatever the quantity. */
  freight: string;
  /** The product's tax rate as a fraction, e.g. "0.0500". */
  taxRate: string;
}

export interface StoreAmounts<L extends PricedLine> {
  storeId: number;
  lines: (L & { amount: string })[];
  itemsAmount: string;
  freight: string;
  tax: string;
  total: string;
}

export interface CheckoutAmounts<L extends PricedLine> {
  stores: StoreAmounts<L>[];
  itemsAmount: string;
  freight: string;
  tax: string;
  total: string;
}

/** Taxes are charged in cents, half up, per line. */
const TAX_PLACES = 2;

/** Requested lines with the same SKU become one line with their quantities added. */
export function mergeLines<T extends { sku_id: number; num: number }>(lines: T[]): T[] {
  const merged = new Map<number, T>();
  for (const line of lines) {
    const existing = merged.get(line.sku_id);
    merged.set(line.sku_id, existing ? { ...existing, num: existing.num + line.num } : line);
  }
  return [...merged.values()];
}

/**
 * A checkout's amounts, one order per store in the order stores first appear: items are price ×
 * quantity, freight is each product's once, tax is each line's amount × its rate in cents.
 */
export function priceCheckout<L extends PricedLine>(lines: L[]): CheckoutAmounts<L> {
  const byStore = new Map<number, L[]>();
  for (const line of lines) byStore.set(line.storeId, [...(byStore.get(line.storeId) ?? []), line]);
  const stores = [...byStore.entries()].map(([storeId, storeLines]) => priceStore(storeId, storeLines));
  const sum = (pick: (store: StoreAmounts<L>) => string) =>
    stores.reduce((total, store) => total.plus(pick(store)), new Decimal(0)).toFixed();
  return {
    stores,
    itemsAmount: sum((store) => store.itemsAmount),
    freight: sum((store) => store.freight),
    tax: sum((store) => store.tax),
    total: sum((store) => store.total),
  };
}

function priceStore<L extends PricedLine>(storeId: number, lines: L[]): StoreAmounts<L> {
  let items = new Decimal(0);
  let tax = new Decimal(0);
  const freightByProduct = new Map<number, string>();
  const priced = lines.map((line) => {
    const amount = new Decimal(line.price).times(line.num);
    items = items.plus(amount);
    tax = tax.plus(amount.times(line.taxRate).toDecimalPlaces(TAX_PLACES, Decimal.ROUND_HALF_UP));
    freightByProduct.set(line.productId, line.freight);
    return { ...line, amount: amount.toFixed() };
  });
  const freight = [...freightByProduct.values()].reduce((total, value) => total.plus(value), new Decimal(0));
  return {
    storeId,
    lines: priced,
    itemsAmount: items.toFixed(),
    freight: freight.toFixed(),
    tax: tax.toFixed(),
    total: items.plus(freight).plus(tax).toFixed(),
  };
}
