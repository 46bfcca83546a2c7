import {
  ResponseCode,
  type SellerSku,
  type SellerStockResponse,
  type sellerStockRequest,
  skuPrice,
  skuStock,
} from '@market/contract';
import type { z } from 'zod';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { idArray } from '../../db/prepared.ts';
import { AppError, fail, notFound } from '../../lib/app-error.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { findPublishingStore } from './own-store.ts';
import { products } from './schema.ts';
import { presentSellerSku } from './seller-present.ts';
import { lockStoreForPublishing, refreshProductCount, rowsOfResult } from './seller-product-queries.ts';
import type { SellerDeps } from './seller-products.ts';
import { checkValue } from './seller-rules.ts';
import { refreshPrices } from './seller-writes.ts';
import { refuseTakenDown } from './taken-down.ts';

/** Puts the store's products on or off shelf: all of them, or none when one is not the store's. */
export async function shelveProducts(
  { db, cache }: SellerDeps,
  userId: number,
  input: { ids: number[]; on_shelf: boolean },
): Promise<{ updated: number }> {
  const store = await findPublishingStore(db, userId);
  const ids = [...new Set(input.ids)];
  const updated = await retryTransaction(() =>
    db.transaction(async (tx) => {
      await lockStoreForPublishing(tx, store.id);
      if (input.on_shelf) await refuseTakenDown(tx, store.id, ids);
      const rows = await tx
        .update(products)
        .set({ onShelf: input.on_shelf, isOnSale: input.on_shelf })
        .where(and(eq(products.storeId, store.id), isNull(products.deletedAt), inArray(products.id, ids)))
        .returning({ id: products.id });
      if (rows.length !== ids.length) throw notFound('msg.product_not_found');
      await refreshProductCount(tx, store.id);
      return rows.length;
    }),
  );
  cache.invalidate();
  return { updated };
}

/**
 * Deletes a product for good: it leaves the catalogue and the seller's lists, and its row stays so
 * the orders that bought it keep their lines (which carry their own title, picture and price).
 */
export async function removeProduct({ db, cache }: SellerDeps, userId: number, id: number) {
  const store = await findPublishingStore(db, userId);
  await db.transaction(async (tx) => {
    await lockStoreForPublishing(tx, store.id);
    const rows = await tx
      .update(products)
      .set({ deletedAt: new Date(), isOnSale: false })
      .where(and(eq(products.id, id), eq(products.storeId, store.id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (rows.length === 0) throw notFound('msg.product_not_found');
    await refreshProductCount(tx, store.id);
  });
  cache.invalidate();
  return { id };
}

type StockInput = z.output<typeof sellerStockRequest>;

interface StockChange {
  sku_id: number;
  price: string | null;
  stock: number | null;
}

/** Each item's values checked, naming the item (`items.2.price`); the same SKU twice is refused. */
function checkStockItems(items: StockInput['items']): StockChange[] {
  const seen = new Set<number>();
  return items.map((item, index) => {
    if (item.price === undefined && item.stock === undefined)
      throw fail('validation.enter_price_or_stock', { field: `items.${index}` });
    if (seen.has(item.sku_id)) throw fail('validation.sku_repeated', { field: `items.${index}.sku_id` });
    seen.add(item.sku_id);
    const price = item.price === undefined ? null : checkValue(skuPrice, item.price, `items.${index}.price`);
    const stock = item.stock === undefined ? null : checkValue(skuStock, item.stock, `items.${index}.stock`);
    for (const checked of [price, stock]) {
      if (checked && 'issue' in checked) throw fail(checked.issue.key, { field: checked.issue.field });
    }
    return {
      sku_id: item.sku_id,
      price: price && 'value' in price ? price.value : null,
      stock: stock && 'value' in stock ? stock.value : null,
    };
  });
}

interface SkuRow {
  id: string;
  product_id: string;
  size: string;
  color: string;
  price: string;
  stock: number;
  price_tiers: SellerSku['price_tiers'];
}

/**
 * New prices and stock for SKUs of the store's products, all or none: a SKU that is not the
 * store's answers 404 naming its item. SKUs are locked in id order, as checkout locks them, and
 * each product's price follows its lowest SKU.
 */
export async function setStock(
  { db, cache }: SellerDeps,
  userId: number,
  input: StockInput,
): Promise<SellerStockResponse> {
  const changes = checkStockItems(input.items);
  const store = await findPublishingStore(db, userId);
  const ids = changes.map((change) => change.sku_id);
  const rows = await retryTransaction(() =>
    db.transaction(async (tx) => {
      await lockStoreForPublishing(tx, store.id);
      const locked = rowsOfResult<{ id: string }>(
        await tx.execute(sql`
          select s.id::text as id from product_skus s join products p on p.id = s.product_id
          where s.id = any(${idArray(ids)}) and p.store_id = ${store.id} and p.deleted_at is null
          order by s.id for update of s`),
      );
      const found = new Set(locked.map((row) => Number(row.id)));
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw new AppError(ResponseCode.notFound, 'msg.sku_not_found', { field: `items.${missing}.sku_id` });
      const updated = rowsOfResult<SkuRow>(
        await tx.execute(sql`
          update product_skus s set price = coalesce(x.price, s.price), stock = coalesce(x.stock, s.stock)
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(sku_id bigint, price numeric, stock int)
          where s.id = x.sku_id
          returning s.id::text as id, s.product_id::text as product_id, s.size, s.color,
            s.price::text as price, s.stock, s.price_tiers`),
      );
      await refreshPrices(tx, [...new Set(updated.map((row) => Number(row.product_id)))]);
      return updated;
    }),
  );
  cache.invalidate();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const skus = ids.map((id) => {
    const row = byId.get(id)!;
    return presentSellerSku({ ...row, id, stock: Number(row.stock), priceTiers: row.price_tiers });
  });
  return { updated: skus.length, skus };
}
