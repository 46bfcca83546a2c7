import { z } from 'zod';
import { id, money, wholeNumber } from '../common/fields.ts';
import { imageSchema, pageOf } from '../catalogue/common.ts';
import { priceTier, quantityRuleFields } from '../catalogue/wholesale.ts';
import { wholesaleSaveFields } from './wholesale-rules.ts';
import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_SKUS_MAX,
  productFieldRules,
  productImageRef,
  skuDraft,
} from './product-rules.ts';
import { productTextDrafts, productTexts } from './product-texts.ts';

export const SELLER_PRODUCT_STATUSES = ['all', 'on_shelf', 'off_shelf'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

/** `POST /api/seller/product/index`: the store's products (never the deleted), newest first. */
export const sellerProductListRequest = z
  .object({
    page: wholeNumber(z.number().int().min(1).max(10_000).default(1)),
    limit: wholeNumber(z.number().int().min(1).max(100).default(20)),
    /** Part of the title, any case. */
    keyword: z.string().trim().max(100).default(''),
    status: z.enum(SELLER_PRODUCT_STATUSES).default('all'),
  })
  .strict();
export type SellerProductListRequest = z.input<typeof sellerProductListRequest>;

export const sellerProductRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The main (first) picture. */
  image: z.string(),
  srcset: z.string(),
  /** The lowest SKU price. */
  price: money,
  /** Units in stock over every SKU. */
  stock: z.number().int(),
  sales: z.number().int(),
  sku_count: z.number().int(),
  category_id: z.number().int(),
  on_shelf: z.boolean(),
  /** Whether buyers see it: on shelf, the store not suspended and not taken down. */
  is_on_sale: z.boolean(),
  /** The platform's reason when an admin took it down (decision 046); '' otherwise. */
  taken_down_reason: z.string(),
  created_at: z.string(),
});
export type SellerProductRow = z.infer<typeof sellerProductRow>;
export const sellerProductPage = pageOf(sellerProductRow);
export type SellerProductPage = z.infer<typeof sellerProductPage>;

/** `detail` and `remove`: one of the store's products. */
export const sellerProductIdRequest = z.object({ id }).strict();

export const sellerSku = z.object({
  id: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: money,
  stock: z.number().int(),
  /** Its own quantity breaks; null when it follows the product's. */
  price_tiers: z.array(priceTier).nullable(),
});
export type SellerSku = z.infer<typeof sellerSku>;

/** Everything the edit form shows; `images[].url` goes back into `save` as it is. */
export const sellerProductDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  category_id: z.number().int(),
  /** In order: the first is the main picture. */
  images: z.array(imageSchema),
  /** Sanitized HTML. */
  description: z.string(),
  ...productTexts,
  freight: money,
  skus: z.array(sellerSku),
  /** Quantity breaks of every SKU without its own, above the SKU's price (decision 040). */
  price_tiers: z.array(priceTier),
  ...quantityRuleFields,
  /** The lowest unit price over every SKU and tier. */
  price: money,
  sales: z.number().int(),
  on_shelf: z.boolean(),
  is_on_sale: z.boolean(),
  /** The platform's reason when an admin took it down (decision 046); '' otherwise. */
  taken_down_reason: z.string(),
  created_at: z.string(),
});
export type SellerProductDetail = z.infer<typeof sellerProductDetail>;

/**
 * `POST /api/seller/product/save`: creates a product (no `id`) or replaces the editable fields of
 * one (`id`). SKUs with an `id` are kept (their orders keep pointing at them), SKUs without one are
 * added, and the product's SKUs left out are removed, unless they have orders (decision 027).
 */
export const sellerProductSaveRequest = z
  .object({
    id: id.optional(),
    ...productFieldRules,
    images: z
      .array(productImageRef)
      .min(1, { error: 'upload_product_image' })
      .max(PRODUCT_IMAGES_MAX, { error: 'too_many_product_images' }),
    skus: z.array(skuDraft).min(1, { error: 'enter_skus' }).max(PRODUCT_SKUS_MAX, { error: 'too_many_skus' }),
    ...wholesaleSaveFields,
    ...productTextDrafts,
  })
  .strict();
export type SellerProductSaveRequest = z.input<typeof sellerProductSaveRequest>;

/** `POST /api/seller/product/shelf`: puts products on or off shelf, all of them or none. */
export const sellerProductShelfRequest = z
  .object({
    ids: z.array(id).min(1, { error: 'select_product' }).max(500),
    on_shelf: z.boolean(),
  })
  .strict();
export type SellerProductShelfRequest = z.input<typeof sellerProductShelfRequest>;
export const sellerProductShelfResponse = z.object({ updated: z.number().int() });

export const sellerProductRemoveResponse = z.object({ id: z.number().int() });

/** `POST /api/seller/product/stock`: new prices and stock of SKUs, all of them or none. */
export const sellerStockRequest = z
  .object({
    items: z
      .array(
        z
          .object({
            sku_id: id,
            price: z.union([z.string(), z.number()]).optional(),
            stock: z.union([z.number(), z.string()]).optional(),
          })
          .strict(),
      )
      .min(1, { error: 'select_product' })
      .max(1000),
  })
  .strict();
export type SellerStockRequest = z.input<typeof sellerStockRequest>;
export const sellerStockResponse = z.object({ updated: z.number().int(), skus: z.array(sellerSku) });
export type SellerStockResponse = z.infer<typeof sellerStockResponse>;

/** One refused CSV row: its row number as a spreadsheet shows it (the header is row 1). */
export const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/**
 * `POST /api/seller/product/import` (multipart, field `file`: a CSV as `export` writes it). All or
 * nothing: with any error nothing changes, `created` and `updated` are 0 and `errors` lists every
 * refused row (decision 027).
 */
export const sellerImportResponse = z.object({
  /** Products created and updated. */
  created: z.number().int(),
  updated: z.number().int(),
  /** SKU rows read. */
  rows: z.number().int(),
  errors: z.array(importError),
});
export type SellerImportResponse = z.infer<typeof sellerImportResponse>;

/** Rows (SKUs) one import file may hold, and its size: 20,000 SKUs with descriptions fit. */
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Refused rows reported at most: the first thousand say what to fix. */
export const PRODUCT_IMPORT_MAX_ERRORS = 1000;

/** The CSV's columns, in order; a product's columns are repeated on each of its SKU rows. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'title',
  'category_id',
  'sku_id',
  'size',
  'color',
  'price',
  'stock',
  /** The SKU's own breaks: empty follows the product's, `none` has none, else `10:4.50;100:4.00`. */
  'sku_price_tiers',
  'on_shelf',
  'freight',
  'min_order_qty',
  'order_multiple',
  /** The product's breaks, `10:4.50;100:4.00`; empty keeps them, `none` removes them (decision 047). */
  'price_tiers',
  'images',
  'description',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export * from './tier-drafts.ts';
export * from './wholesale-rules.ts';
