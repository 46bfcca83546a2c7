import { z } from 'zod';
import { wholeNumber } from '../common/fields.ts';
import { priceInput } from '../catalogue/common.ts';
import { MAX_LINE_QUANTITY } from '../order/limits.ts';
import { skuPrice } from './product-rules.ts';
import { tierDrafts } from './tier-drafts.ts';

/** A number of units one line may hold. */
const lineQuantity = (messageKey: string) =>
  wholeNumber(
    z
      .number({ error: messageKey })
      .int({ error: messageKey })
      .min(1, { error: messageKey })
      .max(MAX_LINE_QUANTITY, { error: messageKey }),
  );

/**
 * The rules of a product's wholesale terms, by field (decision 040). A break's values are checked
 * by the server against these, which names the tier (`price_tiers.1.min_qty`).
 */
export const wholesaleFieldRules = {
  min_order_qty: lineQuantity('min_order_qty_format'),
  order_multiple: lineQuantity('order_multiple_format'),
  tier_min_qty: lineQuantity('tier_quantity_format'),
  tier_price: skuPrice,
};

/**
 * The save call's wholesale terms. Each one left out keeps the product's value (a new product has
 * no breaks, a minimum of 1 and a multiple of 1), so a client that does not know them changes none.
 */
export const wholesaleSaveFields = {
  /** Quantity breaks for every SKU without breaks of its own; `[]` removes them. */
  price_tiers: tierDrafts.optional(),
  min_order_qty: wholesaleFieldRules.min_order_qty.optional(),
  order_multiple: wholesaleFieldRules.order_multiple.optional(),
};

/** A store's smallest order as the seller types it: a positive decimal, or null for none. */
export const minOrderAmountInput = priceInput
  .refine((value) => /[1-9]/.test(value), { error: 'min_order_amount_positive' })
  .nullable();
