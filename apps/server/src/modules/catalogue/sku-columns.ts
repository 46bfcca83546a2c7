import type { PriceTier } from '@market/contract/tier-price';
import { sql } from 'drizzle-orm';
import type { StoredImage } from '../upload/index.ts';
import { productSkus, products, stores } from './schema.ts';

/**
 * What a SKU offers a buyer, for a query joining it to its product and store: its price and stock,
 * the product's title, first image and terms (freight, tax, on sale), and the store (closed for
 * holiday or not), and the wholesale terms a line is priced and checked by: the SKU's breaks (else
 * the product's), the product's minimum and multiple, the store's minimum amount (decision 040).
 * The cart and checkout read the same columns.
 */
export const skuOfferColumns = {
  skuId: productSkus.id,
  productId: productSkus.productId,
  size: productSkus.size,
  color: productSkus.color,
  price: productSkus.price,
  stock: productSkus.stock,
  title: products.title,
  image: sql<StoredImage | null>`${products.images} -> 0`,
  freight: products.freight,
  taxRate: products.taxRate,
  isOnSale: products.isOnSale,
  storeId: products.storeId,
  storeName: stores.name,
  isHoliday: stores.isHoliday,
  priceTiers: sql<PriceTier[]>`coalesce(${productSkus.priceTiers}, ${products.priceTiers})`,
  minOrderQty: products.minOrderQty,
  orderMultiple: products.orderMultiple,
  minOrderAmount: stores.minOrderAmount,
};
