import type { SellerProductDetail, SellerProductRow, SellerSku } from '@market/contract';
import { formatMoney } from '../../lib/money.ts';
import { presentImage } from './present.ts';
import type { ProductTexts, productSkus } from './schema.ts';
import type { SellerListRow, SellerProduct } from './seller-product-queries.ts';

/** The content hash in an image reference: `/uploads/<hash>.webp` or the bare hash. */
export const hashOfImageRef = (ref: string) => ref.replace(/^\/uploads\//, '').replace(/\.webp$/, '');

export function presentSellerRow(row: SellerListRow): SellerProductRow {
  const image = presentImage(row.image);
  return {
    id: row.id,
    title: row.title,
    image: image.url,
    srcset: image.srcset,
    price: formatMoney(row.price),
    stock: row.stock,
    sales: row.sales,
    sku_count: row.skuCount,
    category_id: row.categoryId,
    on_shelf: row.onShelf,
    is_on_sale: row.isOnSale,
    taken_down_reason: row.takenDownReason,
    created_at: row.createdAt.toISOString(),
  };
}

type SkuColumns = 'id' | 'size' | 'color' | 'price' | 'stock' | 'priceTiers';

export function presentSellerSku(sku: Pick<typeof productSkus.$inferSelect, SkuColumns>): SellerSku {
  return {
    id: sku.id,
    size: sku.size,
    color: sku.color,
    price: formatMoney(sku.price),
    stock: sku.stock,
    price_tiers: sku.priceTiers,
  };
}

export function presentSellerProduct(
  product: SellerProduct,
  skus: (typeof productSkus.$inferSelect)[],
  descriptions: ProductTexts,
): SellerProductDetail {
  return {
    id: product.id,
    title: product.title,
    category_id: product.categoryId,
    images: product.images.map(presentImage),
    description: product.description,
    titles: product.titles,
    descriptions,
    freight: formatMoney(product.freight),
    skus: skus.map(presentSellerSku),
    price_tiers: product.priceTiers,
    min_order_qty: product.minOrderQty,
    order_multiple: product.orderMultiple,
    price: formatMoney(product.price),
    sales: product.sales,
    on_shelf: product.onShelf,
    is_on_sale: product.isOnSale,
    taken_down_reason: product.takenDownReason,
    created_at: product.createdAt.toISOString(),
  };
}
