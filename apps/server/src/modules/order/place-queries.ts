import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { executeNamed, idArray, mapRow } from '../../db/prepared.ts';
import { addresses } from '../address/index.ts';
import { cartItems } from '../cart/index.ts';
import { productSkus, products, skuOfferColumns, stores } from '../catalogue/index.ts';
import type { StoredImage } from '../upload/index.ts';
import { type AddressSnapshot, checkouts, orderItems, orderNumberSeq, orders } from './schema.ts';

const addressSnapshot = (userId: number, addressId: number) => sql<AddressSnapshot | null>`(
  select json_build_object('country', a.country, 'province', a.province, 'city', a.city,
    'address', a.address, 'zip', a.zip, 'name', a.name, 'mobile', a.mobile)
  from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId})`;

/**
 * The SKUs of a checkout locked for the transaction in id order (two checkouts never wait on each
 * other in a circle), each with the buyer's address as a snapshot (null when it is not theirs):
 * one statement.
 */
export async function lockCheckoutSkus(tx: Tx, userId: number, addressId: number, skuIds: number[]) {
  return tx
    .select({ ...skuOfferColumns, address: addressSnapshot(userId, addressId) })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(sql`${productSkus.id} = any(${idArray(skuIds)})`)
    .orderBy(productSkus.id)
    .for('update', { of: productSkus })
    .prepare('checkout_lock_skus')
    .execute();
}

export interface NewOrder {
  storeId: number;
  itemsAmount: string;
  freight: string;
  tax: string;
  total: string;
}

export interface NewItem {
  storeId: number;
  productId: number;
  skuId: number;
  title: string;
  image: StoredImage | null;
  size: string;
  color: string;
  price: string;
  num: number;
  amount: string;
}

/**
 * An order number: the day (UTC) and the next value of a sequence scrambled by a bijection of
 * 0 … 10¹⁰ − 1, so numbers never collide and do not count the shop's orders out loud.
 */
const orderNumber = sql`to_char(now() at time zone 'UTC', 'YYYYMMDD')
  || lpad(((nextval('${sql.raw(orderNumberSeq.seqName!)}') * 7919113 + 104729) % 10000000000)::text, 10, '0')`;

/**
 * Writes a checkout whose SKUs `lockCheckoutSkus` locked and checked: the stock taken, a checkout,
 * an order per store (in the given order) with its items, the lines gone from the cart. One
 * statement; the caller's transaction makes it one with the lock. Answers the orders as written.
 */
export async function placeOrders(
  tx: Tx,
  values: {
    userId: number;
    total: string;
    payMinutes: number;
    campaign: string;
    address: AddressSnapshot;
    orders: NewOrder[];
    items: NewItem[];
  },
): Promise<(typeof orders.$inferSelect)[]> {
  const skuIds = values.items.map((item) => item.skuId);
  const orderRows = JSON.stringify(
    values.orders.map((order, n) => ({
      n,
      store_id: order.storeId,
      items_amount: order.itemsAmount,
      freight: order.freight,
      tax: order.tax,
      total: order.total,
    })),
  );
  const itemRows = JSON.stringify(
    values.items.map((item, n) => ({
      n,
      store_id: item.storeId,
      product_id: item.productId,
      sku_id: item.skuId,
      title: item.title,
      image: item.image,
      size: item.size,
      color: item.color,
      price: item.price,
      num: item.num,
      amount: item.amount,
    })),
  );
  const rows = await executeNamed(
    tx,
    'order_place',
    sql`
    with taken as (
      update ${productSkus} s set stock = s.stock - i.num
      from jsonb_to_recordset(${itemRows}::jsonb) as i(sku_id bigint, num int)
      where s.id = any(${idArray(skuIds)}) and s.id = i.sku_id
    ), uncarted as (
      delete from ${cartItems} c
      where c.user_id = ${values.userId}
        and c.sku_id = any(${idArray(skuIds)})
    ), checkout as (
      insert into ${checkouts} (user_id, total, expires_at, campaign)
      values (${values.userId}, ${values.total}, now() + make_interval(mins => ${values.payMinutes}),
        ${values.campaign})
      returning id, expires_at
    ), placed as (
      insert into ${orders} (order_no, checkout_id, user_id, store_id, items_amount, freight, tax,
        total, address, expires_at)
      select ${orderNumber}, c.id, ${values.userId}, o.store_id, o.items_amount, o.freight, o.tax,
        o.total, ${JSON.stringify(values.address)}::jsonb, c.expires_at
      from jsonb_to_recordset(${orderRows}::jsonb) as o(n int, store_id bigint, items_amount numeric,
        freight numeric, tax numeric, total numeric)
      cross join checkout c
      order by o.n
      returning *
    ), lines as (
      insert into ${orderItems} (order_id, product_id, sku_id, title, image, size, color, price, num, amount)
      select p.id, i.product_id, i.sku_id, i.title, i.image, i.size, i.color, i.price, i.num, i.amount
      from jsonb_to_recordset(${itemRows}::jsonb) as i(n int, store_id bigint, product_id bigint,
        sku_id bigint, title text, image jsonb, size text, color text, price numeric, num int, amount numeric)
      join placed p on p.store_id = i.store_id
      order by i.n
    )
    select * from placed order by id`,
  );
  return rows.map((row) => mapRow(orders, row));
}
