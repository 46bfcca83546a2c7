import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { executeNamed, idArray } from '../../db/prepared.ts';
import { productSkus, products, skuOfferColumns, stores } from '../catalogue/index.ts';
import { checkouts, orderItems, orders, salesTallies } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderWithStore = OrderRow & { storeName: string };

/** The SKUs of a checkout preview as they are now (not locked). */
export function loadSkus(db: Db | Tx, skuIds: number[]) {
  return db
    .select(skuOfferColumns)
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(productSkus.id, skuIds));
}
export type SkuRow = Awaited<ReturnType<typeof loadSkus>>[number];

export async function releaseStock(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    update ${productSkus} s set stock = s.stock + i.num
    from (select sku_id, sum(num)::int as num from ${orderItems}
          where order_id in ${sql`(${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}
          group by sku_id order by sku_id) i
    where s.id = i.sku_id`);
}

/** The units of `orderIds` per product and store into the sales tallies, sold (1) or refunded (-1). */
const tallySales = (orderIds: number[], sign: 1 | -1) => sql`
  insert into ${salesTallies} (product_id, store_id, num)
  select oi.product_id, o.store_id, ${sign} * sum(oi.num)::int from ${orderItems} oi
  join ${orders} o on o.id = oi.order_id
  where oi.order_id = any(${idArray(orderIds)}) and o.id = any(${idArray(orderIds)})
  group by oi.product_id, o.store_id`;

/** Sales of `orderIds` counted (1, at payment) or taken back (-1, at a refund), through the tallies. */
export async function addSales(tx: Tx, orderIds: number[], sign: 1 | -1): Promise<void> {
  if (orderIds.length === 0) return;
  await executeNamed(tx, 'order_tally_sales', tallySales(orderIds, sign));
}

/** A paid checkout's orders and itself marked paid, and their sales tallied: one statement. */
export async function markCheckoutPaid(tx: Tx, checkoutId: number, orderIds: number[]): Promise<void> {
  await executeNamed(
    tx,
    'order_mark_paid',
    sql`
    with paid_orders as (
      update ${orders} set status = 'paid', paid_at = now() where id = any(${idArray(orderIds)})
    ), paid_checkout as (
      update ${checkouts} set status = 'paid', paid_at = now() where id = ${checkoutId}
    )
    ${tallySales(orderIds, 1)}`,
  );
}

/**
 * A checkout of the user with its orders, the orders locked in id order. Whoever changes an
 * order's state (payment, cancellation, the order clock) locks the order first and its checkout
 * after, so they wait for each other and never in a circle.
 */
export async function lockCheckoutOrders(tx: Tx, userId: number, checkoutId: number) {
  const rows = await tx
    .select({ checkout: checkouts, order: orders, storeName: stores.name })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.checkoutId, checkoutId), eq(checkouts.userId, userId)))
    .orderBy(orders.id)
    .for('update', { of: orders })
    .prepare('checkout_lock_orders')
    .execute();
  if (rows.length === 0) return undefined;
  return { checkout: rows[0]!.checkout, orders: flatten(rows) };
}

export async function findCheckout(db: Db, userId: number, id: number): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)));
  return row;
}

export async function updateCheckout(tx: Tx, id: number, values: Partial<CheckoutRow>): Promise<void> {
  await tx.update(checkouts).set(values).where(eq(checkouts.id, id));
}

const withStore = {
  order: orders,
  storeName: stores.name,
};

function flatten(rows: { order: OrderRow; storeName: string }[]): OrderWithStore[] {
  return rows.map(({ order, storeName }) => ({ ...order, storeName }));
}

export async function ordersOfCheckout(db: Db | Tx, checkoutId: number): Promise<OrderWithStore[]> {
  const rows = await db
    .select(withStore)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.id);
  return flatten(rows);
}

/** An order row locked for a state change; `scope` says whose it must be. */
export async function lockOrder(tx: Tx, id: number, scope: SQL | undefined): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scope))
    .for('update');
  return row;
}

export const ofBuyer = (userId: number) => eq(orders.userId, userId);
/** The store's orders its seller sees: from their payment on (an unpaid order is the buyer's alone). */
export const ofStore = (storeId: number) => and(eq(orders.storeId, storeId), isNotNull(orders.paidAt));

/** The store's own commission rate, or null when it takes the site's. */
export async function storeCommissionRate(db: Db | Tx, storeId: number): Promise<string | null> {
  const [row] = await db.select({ rate: stores.commissionRate }).from(stores).where(eq(stores.id, storeId));
  return row?.rate ?? null;
}

export async function updateOrder(tx: Tx, id: number, values: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

export async function updateOrders(tx: Tx, ids: number[], values: Partial<OrderRow>): Promise<void> {
  if (ids.length) await tx.update(orders).set(values).where(inArray(orders.id, ids));
}

function filterOf(filter: OrderFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'assess':
      return and(eq(orders.status, 'received'), eq(orders.isReviewed, false));
    default:
      return eq(orders.status, filter);
  }
}

export async function listOrders(
  db: Db,
  userId: number,
  filter: OrderFilter,
  options: { limit: number; offset: number },
): Promise<OrderWithStore[]> {
  const rows = await db
    .select(withStore)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(ofBuyer(userId), filterOf(filter)))
    .orderBy(desc(orders.id))
    .limit(options.limit)
    .offset(options.offset);
  return flatten(rows);
}

export async function countOrders(db: Db, userId: number, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(ofBuyer(userId), filterOf(filter)));
  return row?.total ?? 0;
}

export async function findOrder(
  db: Db | Tx,
  id: number,
  scope: SQL | undefined,
): Promise<OrderWithStore | undefined> {
  const rows = await db
    .select(withStore)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, id), scope));
  return flatten(rows)[0];
}

export function itemsOf(db: Db | Tx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

/** Ids of unpaid orders whose time ran out, locked for this sweeper (others skip them). */
export async function lockOverdueUnpaid(tx: Tx, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lt(orders.expiresAt, sql`now()`)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Shipped orders the buyer has not confirmed within `days`. */
export async function lockOverdueShipped(tx: Tx, days: number, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, 'shipped'), lt(orders.shippedAt, sql`now() - make_interval(days => ${days})`)),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Checkouts none of whose orders is still waiting for payment are closed as expired. */
export async function expireEmptyCheckouts(tx: Tx, checkoutIds: number[]): Promise<void> {
  if (checkoutIds.length === 0) return;
  await tx
    .update(checkouts)
    .set({ status: 'expired' })
    .where(
      and(
        inArray(checkouts.id, checkoutIds),
        eq(checkouts.status, 'unpaid'),
        sql`not exists (select 1 from ${orders} where checkout_id = ${checkouts.id} and status = 'unpaid')`,
      ),
    );
}
