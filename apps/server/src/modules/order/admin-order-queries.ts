import type { AdminOrderRow, AdminUserOrder } from '@market/contract';
import { and, asc, desc, eq, gte, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertWithinCap, cappedCount, cappedPage, dayAfter, dayStart } from '../../lib/capped-list.ts';
import { formatMoney } from '../../lib/money.ts';
import { stores } from '../catalogue/index.ts';
import { users } from '../user/index.ts';
import { orders } from './schema.ts';

export interface AdminOrderFilter {
  order_no?: string | undefined;
  status?: AdminOrderRow['status'] | undefined;
  user_id?: number | undefined;
  store_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  direction: 'asc' | 'desc';
}

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.order_no ? eq(orders.orderNo, filter.order_no) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.user_id ? eq(orders.userId, filter.user_id) : undefined,
    filter.store_id ? eq(orders.storeId, filter.store_id) : undefined,
    filter.date_from ? gte(orders.createdAt, dayStart(filter.date_from)) : undefined,
    filter.date_to ? lt(orders.createdAt, dayAfter(filter.date_to)) : undefined,
  );
}

const rowColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  username: users.username,
  storeId: orders.storeId,
  storeName: stores.name,
  status: orders.status,
  total: orders.total,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(stores, eq(stores.id, orders.storeId));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

export function presentAdminOrder(row: Row): AdminOrderRow {
  return {
    id: row.id,
    order_no: row.orderNo,
    user_id: row.userId,
    username: row.username,
    store_id: row.storeId,
    store_name: row.storeName,
    status: row.status,
    total: formatMoney(row.total),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Every order, newest first (by `created_at`, then id: the `orders_created_idx` order), count capped. */
export async function listOrdersForAdmin(db: Db, params: AdminOrderFilter & { page: number; limit: number }) {
  const offset = assertWithinCap(params);
  const where = whereOf(params);
  const by = params.direction === 'asc' ? asc : desc;
  const [rows, count] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(by(orders.createdAt), by(orders.id))
      .limit(params.limit)
      .offset(offset),
    cappedCount(db, db.select({ id: orders.id }).from(orders).where(where).$dynamic()),
  ]);
  return cappedPage(rows.map(presentAdminOrder), count, params.page);
}

/** The export's orders after `afterId` in id order (keyset). */
export function orderExportChunk(db: Db, filter: AdminOrderFilter, afterId: number | null, size: number) {
  const ascending = filter.direction === 'asc';
  const after = afterId === null ? undefined : ascending ? gt(orders.id, afterId) : lt(orders.id, afterId);
  return selectRows(db)
    .where(and(whereOf(filter), after))
    .orderBy(ascending ? asc(orders.id) : desc(orders.id))
    .limit(size);
}

/** A user's latest orders, for the back office's user detail. */
export async function latestOrdersOfUser(db: Db, userId: number, limit = 20): Promise<AdminUserOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      storeId: orders.storeId,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    order_no: row.orderNo,
    store_id: row.storeId,
    status: row.status,
    total: formatMoney(row.total),
    created_at: row.createdAt.toISOString(),
  }));
}
