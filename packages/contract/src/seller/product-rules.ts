import { z } from 'zod';
import { id, requiredString, wholeNumber } from '../common/fields.ts';
import { priceInput } from '../catalogue/common.ts';
import { tierDrafts } from './tier-drafts.ts';

/** Limits of the seller's product form and of the CSV import (decision 027). */
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_IMAGES_MAX = 9;
export const PRODUCT_SKUS_MAX = 100;
/** Characters of HTML, before sanitizing: a long description with a few tables fits. */
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const SKU_TEXT_MAX = 40;
/** Fits the stock column (int4) with room; no wholesaler keeps more of one variant. */
export const SKU_STOCK_MAX = 100_000_000;

/** A size or colour: trimmed text without control characters (which no keyboard types). */
const skuText = (messageKey: string) =>
  requiredString(messageKey)
    .max(SKU_TEXT_MAX, { error: 'sku_text_length' })
    .regex(/^[^\p{Cc}]*$/u, { error: 'text_format' });

/** A price typed by a person: a decimal above zero (a free variant is a mistake, not a gift). */
export const skuPrice = priceInput.refine((value) => /[1-9]/.test(value), { error: 'price_positive' });

export const skuStock = wholeNumber(
  z
    .number({ error: 'stock_format' })
    .int({ error: 'stock_format' })
    .min(0, { error: 'stock_format' })
    .max(SKU_STOCK_MAX, { error: 'stock_format' }),
);

/**
 * The rules of one SKU's values, by field. The save call's SKUs and the CSV rows are checked
 * against these by the server, which names the item (`skus.1.price`) or the row and column.
 */
export const skuFieldRules = {
  size: skuText('enter_size'),
  color: skuText('enter_color'),
  price: skuPrice,
  stock: skuStock,
};

/** The rules of a product's own values, by field: the save call's body and the CSV's columns. */
export const productFieldRules = {
  title: requiredString('enter_product_title').max(PRODUCT_TITLE_MAX, { error: 'product_title_length' }),
  category_id: wholeNumber(
    z.number({ error: 'choose_category' }).int().positive({ error: 'choose_category' }),
  ),
  description: z.string().max(PRODUCT_DESCRIPTION_MAX, { error: 'description_length' }).default(''),
  freight: priceInput.default('0'),
  on_shelf: z.boolean().default(true),
};

/**
 * A picture of the product: the `url` that `POST /api/index/upload` answered (`/uploads/<hash>.webp`)
 * or the bare content hash. The caller must have uploaded it, or it is already the product's.
 */
export const productImageRef = z
  .string({ error: 'image_format' })
  .regex(/^(\/uploads\/)?[a-f0-9]{64}(\.webp)?$/, { error: 'image_format' });

/**
 * One SKU as sent: its types only. Its values are checked with `skuFieldRules` by the server so
 * that an error names the item (`skus.2.stock`), not just `stock`.
 */
export const skuDraft = z
  .object({
    /** An existing SKU of this product, kept (with its orders); absent: a new SKU. */
    id: id.optional(),
    size: z.string(),
    color: z.string(),
    price: z.union([z.string(), z.number()]),
    stock: z.union([z.number(), z.string()]),
    /** This SKU's own quantity breaks; null follows the product's, left out keeps its own (decision 040). */
    price_tiers: tierDrafts.nullable().optional(),
  })
  .strict();
export type SkuDraft = z.infer<typeof skuDraft>;
