import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

type ListColumns = Record<
  'id' | 'storeId' | 'categoryId' | 'rootCategoryId' | 'price' | 'sales' | 'createdAt' | 'isOnSale',
  ExtraConfigColumn
>;

/**
 * The indexes of the buyer's product lists (decision 057), over the products on sale only. For
 * each sort: its keys after the category (one category: the page is the index's next rows), and
 * its keys before the category (no category, or a top one whose children are several), the price
 * in both so a price range is checked in the index. A page's ids, the rows its offset skips and a
 * count are then read from the index alone, never from the table. A store's list has one index with
 * every sort key: its products (a hundred, a few thousand at most) are sorted from it.
 */
export function listIndexes(t: ListColumns) {
  const onSale = sql`${t.isOnSale}`;
  const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  const bestselling = () => [t.sales.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  return [
    index('products_list_category_id_idx').on(t.categoryId, t.id.desc().nullsFirst(), t.price).where(onSale),
    index('products_list_category_sales_idx')
      .on(t.categoryId, ...bestselling(), t.price)
      .where(onSale),
    index('products_list_category_price_idx').on(t.categoryId, t.price, t.id).where(onSale),
    index('products_list_category_new_idx')
      .on(t.categoryId, ...newest(), t.price)
      .where(onSale),
    index('products_list_id_idx').on(t.id.desc().nullsFirst(), t.categoryId, t.price).where(onSale),
    index('products_list_sales_idx')
      .on(...bestselling(), t.categoryId, t.price)
      .where(onSale),
    index('products_list_price_idx').on(t.price, t.id, t.categoryId).where(onSale),
    index('products_list_new_idx')
      .on(...newest(), t.categoryId, t.price)
      .where(onSale),
    index('products_list_store_idx').on(t.storeId, t.price, t.id, t.sales, t.createdAt).where(onSale),
    // a top category (itself and every category below it) as one equality, as for one category
    // (decision 066): its page is the index's next rows, not a walk past the other categories
    index('products_list_root_id_idx').on(t.rootCategoryId, t.id.desc().nullsFirst(), t.price).where(onSale),
    index('products_list_root_sales_idx')
      .on(t.rootCategoryId, ...bestselling(), t.price)
      .where(onSale),
    index('products_list_root_price_idx').on(t.rootCategoryId, t.price, t.id).where(onSale),
    index('products_list_root_new_idx')
      .on(t.rootCategoryId, ...newest(), t.price)
      .where(onSale),
  ];
}
