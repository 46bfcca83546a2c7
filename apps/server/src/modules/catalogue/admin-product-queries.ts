import type { AdminProductRow, AdminProductStatus } from '@market/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { formatMoney } from '../../lib/money.ts';
import { presentImage } from './present.ts';
import { products, stores } from './schema.ts';

export interface AdminProductFilter {
  keyword?: string;
  id?: number;
  store_id?: number;
  status?: AdminProductStatus;
}

/** Each status as a condition: the first that holds names a product (deleted, taken down, store suspended, off shelf). */
const STATUS_WHERE: Record<AdminProductStatus, SQL | undefined> = {
  deleted: isNotNull(products.deletedAt),
  taken_down: and(isNull(products.deletedAt), isNotNull(products.takenDownAt)),
  store_suspended: and(
    isNull(products.deletedAt),
    isNull(products.takenDownAt),
    eq(stores.status, 'suspended'),
  ),
  off_shelf: and(
    isNull(products.deletedAt),
    isNull(products.takenDownAt),
    eq(stores.status, 'open'),
    eq(products.onShelf, false),
  ),
  on_sale: eq(products.isOnSale, true),
};

const columns = {
  id: products.id,
  title: products.title,
  images: products.images,
  price: products.price,
  sales: products.sales,
  storeId: products.storeId,
  storeName: stores.name,
  storeStatus: stores.status,
  categoryId: products.categoryId,
  onShelf: products.onShelf,
  deletedAt: products.deletedAt,
  takenDownAt: products.takenDownAt,
  takenDownReason: products.takenDownReason,
  createdAt: products.createdAt,
};
const selectRows = (db: Db | Tx) =>
  db.select(columns).from(products).innerJoin(stores, eq(stores.id, products.storeId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function statusOf(row: Row): AdminProductStatus {
  if (row.deletedAt) return 'deleted';
  if (row.takenDownAt) return 'taken_down';
  if (row.storeStatus === 'suspended') return 'store_suspended';
  return row.onShelf ? 'on_sale' : 'off_shelf';
}

function present(row: Row): AdminProductRow {
  return {
    id: row.id,
    title: row.title,
    image: presentImage(row.images[0]).url,
    price: formatMoney(row.price),
    sales: row.sales,
    store_id: row.storeId,
    store_name: row.storeName,
    category_id: row.categoryId,
    status: statusOf(row),
    taken_down_reason: row.takenDownReason,
    taken_down_at: row.takenDownAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function whereOf(filter: AdminProductFilter): SQL | undefined {
  const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    filter.id ? eq(products.id, filter.id) : undefined,
    filter.store_id ? eq(products.storeId, filter.store_id) : undefined,
    filter.status ? STATUS_WHERE[filter.status] : undefined,
    keyword ? or(ilike(products.title, keyword), ilike(stores.name, keyword)) : undefined,
  );
}

/** One page, newest first, and the count of every match. */
export async function listAdminProducts(
  db: Db,
  filter: AdminProductFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(where),
  ]);
  return { rows: rows.map(present), total: Number(total?.n ?? 0) };
}

/** One product as the back office shows it, locked for a change when `tx` is a transaction. */
export async function findAdminProduct(
  db: Db | Tx,
  id: number,
  lock = false,
): Promise<AdminProductRow | null> {
  const query = selectRows(db).where(eq(products.id, id));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  return row ? present(row) : null;
}

/** Whether the product may be on sale, as the seller and the store leave it (the restore rule). */
export const sellableNow = sql<boolean>`(${products.onShelf} and ${products.deletedAt} is null and exists (
  select 1 from ${stores} where ${stores.id} = ${products.storeId} and ${stores.status} = 'open'))`;
