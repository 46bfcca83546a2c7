import { randomInt } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type {
  CheckoutResponse,
  OrderConfirmResponse,
  OrderCreateResponse,
  OrderPayResponse,
} from '@market/contract';
import { ORDER_PAY_MINUTES, type orderConfirmRequest } from '@market/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { presentAddress } from '../address/service.ts';
import { findAddress, listAddresses } from '../address/queries.ts';
import { presentImage } from '../catalogue/present.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import { post } from '../ledger/ledger.ts';
import { checkFundPassword } from '../user/fund-password.ts';
import { presentOrder } from './present.ts';
import { mergeLines, priceCheckout } from './pricing.ts';
import * as queries from './queries.ts';

type RequestedLine = z.output<typeof orderConfirmRequest>['items'][number];

export interface CheckoutDeps {
  db: Db;
  throttle: Throttle;
}

/** The requested lines priced from the database as it is now; refuses what cannot be bought. */
async function priceRequest(db: Db | Tx, requested: RequestedLine[]) {
  const lines = mergeLines(requested);
  const skus = new Map(
    (
      await queries.loadSkus(
        db,
        lines.map((line) => line.sku_id),
      )
    ).map((s) => [s.skuId, s]),
  );
  const priced = lines.map((line) => {
    const sku = skus.get(line.sku_id);
    if (!sku || sku.productId !== line.product_id) throw notFound('msg.sku_not_found');
    if (!sku.isOnSale) throw fail('msg.product_off_sale', { params: { title: sku.title } });
    if (sku.stock < line.num)
      throw fail('msg.stock_exhausted', { params: { title: sku.title, stock: sku.stock }, field: 'items' });
    return { ...sku, num: line.num };
  });
  return priceCheckout(priced);
}

export async function confirmOrder(
  db: Db,
  userId: number,
  body: { items: RequestedLine[]; address_id?: number | undefined },
): Promise<OrderConfirmResponse> {
  const amounts = await priceRequest(db, body.items);
  const address =
    body.address_id !== undefined
      ? await findAddress(db, userId, body.address_id)
      : (await listAddresses(db, userId))[0];
  if (body.address_id !== undefined && !address) throw notFound('msg.address_not_found');
  return {
    orders: amounts.stores.map((store) => ({
      shop_id: store.storeId,
      shop_name: store.lines[0]!.storeName,
      items: store.lines.map((line) => ({
        product_id: line.productId,
        sku_id: line.skuId,
        title: line.title,
        image: presentImage(line.image).url,
        size: line.size,
        color: line.color,
        price: formatMoney(line.price),
        num: line.num,
        amount: formatMoney(line.amount),
      })),
      items_amount: store.itemsAmount,
      freight: store.freight,
      tax: store.tax,
      total: store.total,
    })),
    items_amount: amounts.itemsAmount,
    freight: amounts.freight,
    tax: amounts.tax,
    total: amounts.total,
    address: address ? presentAddress(address) : null,
    payment_method: 'balance',
    balance: formatMoney(await queries.userBalance(db, userId)),
  };
}

/**
 * One transaction: price the lines as they are now, take the stock (SKUs in id order, so two
 * checkouts never wait on each other in a circle), and write an order per store under one checkout.
 */
export async function createOrder(
  db: Db,
  userId: number,
  body: { items: RequestedLine[]; address_id: number },
  payMinutes = ORDER_PAY_MINUTES,
): Promise<OrderCreateResponse> {
  return db.transaction(async (tx) => {
    const address = await findAddress(tx, userId, body.address_id);
    if (!address) throw notFound('msg.address_not_found');
    const amounts = await priceRequest(tx, body.items);
    const lines = amounts.stores.flatMap((store) => store.lines).sort((a, b) => a.skuId - b.skuId);
    for (const line of lines) {
      if (!(await queries.reserveStock(tx, line.skuId, line.num)))
        throw fail('msg.stock_exhausted', {
          params: { title: line.title, stock: line.stock },
          field: 'items',
        });
    }
    const checkout = await queries.insertCheckout(tx, { userId, total: amounts.total, payMinutes });
    const snapshot: AddressSnapshot = {
      country: address.country,
      province: address.province,
      city: address.city,
      address: address.address,
      zip: address.zip,
      name: address.name,
      mobile: address.mobile,
    };
    const created = [];
    for (const store of amounts.stores) {
      const order = await queries.insertOrder(tx, {
        orderNo: orderNumber(),
        checkoutId: checkout.id,
        userId,
        storeId: store.storeId,
        itemsAmount: store.itemsAmount,
        freight: store.freight,
        tax: store.tax,
        total: store.total,
        address: snapshot,
        expiresAt: checkout.expiresAt,
      });
      const items = await queries.insertItems(
        tx,
        store.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          skuId: line.skuId,
          title: line.title,
          image: line.image,
          size: line.size,
          color: line.color,
          price: line.price,
          num: line.num,
          amount: line.amount,
        })),
      );
      created.push(presentOrder({ ...order, storeName: store.lines[0]!.storeName }, items));
    }
    await queries.removeFromCart(
      tx,
      userId,
      lines.map((line) => line.skuId),
    );
    return {
      checkout_id: checkout.id,
      orders: created,
      total: formatMoney(checkout.total),
      expires_at: checkout.expiresAt.toISOString(),
    };
  });
}

/** `20261122` + time + random digits: readable on the phone to support, unique by index. */
function orderNumber(): string {
  const now = new Date();
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function getCheckout(db: Db, userId: number, checkoutId: number): Promise<CheckoutResponse> {
  const checkout = await queries.findCheckout(db, userId, checkoutId);
  if (!checkout) throw notFound('msg.checkout_not_found');
  const orders = await queries.ordersOfCheckout(db, checkout.id);
  const items = await queries.itemsOf(
    db,
    orders.map((order) => order.id),
  );
  const isExpired = checkout.status === 'unpaid' && checkout.expiresAt.getTime() <= Date.now();
  return {
    checkout_id: checkout.id,
    status: isExpired ? 'expired' : checkout.status,
    total: formatMoney(payableTotal(orders) ?? checkout.total),
    expires_at: checkout.expiresAt.toISOString(),
    orders: orders.map((order) => presentOrder(order, items)),
    balance: formatMoney(await queries.userBalance(db, userId)),
  };
}

/** What is still to pay: the unpaid orders (one may have been cancelled before paying). */
function payableTotal(orders: queries.OrderWithStore[]): string | undefined {
  const unpaid = orders.filter((order) => order.status === 'unpaid');
  if (unpaid.length === 0) return undefined;
  return unpaid.reduce((sum, order) => sum.plus(order.total), new Decimal(0)).toFixed();
}

/**
 * Pays a checkout's unpaid orders from the balance: the fund password first (throttled), then
 * once per idempotency key, in one transaction: the buyer's balance down (never below zero), each
 * order's escrow up, the orders paid, the sales counters up.
 */
export async function payCheckout(
  deps: CheckoutDeps,
  userId: number,
  key: string,
  body: { checkout_id: number; fund_password: string },
): Promise<OrderPayResponse> {
  await checkFundPassword(deps, userId, body.fund_password);
  const call = { userId, scope: 'order.pay', key, body: { checkout_id: body.checkout_id } };
  return runIdempotent(deps.db, call, async (tx) => {
    const checkout = await queries.lockCheckout(tx, userId, body.checkout_id);
    if (!checkout) throw notFound('msg.checkout_not_found');
    if (checkout.status === 'paid') throw fail('msg.checkout_paid');
    if (checkout.status === 'expired' || checkout.expiresAt.getTime() <= Date.now())
      throw fail('msg.checkout_expired');
    const unpaid = (await queries.ordersOfCheckout(tx, checkout.id)).filter(
      (order) => order.status === 'unpaid',
    );
    const total = payableTotal(unpaid);
    if (total === undefined) throw fail('msg.checkout_expired');
    const legs = await post(tx, {
      kind: 'payment',
      reference: `checkout:${checkout.id}`,
      legs: [
        { type: 'user', id: userId, amount: new Decimal(total).negated().toFixed() },
        ...unpaid.map((order) => ({ type: 'order' as const, id: order.id, amount: order.total })),
      ],
    });
    const ids = unpaid.map((order) => order.id);
    await queries.updateOrders(tx, ids, { status: 'paid', paidAt: new Date() });
    await queries.updateCheckout(tx, checkout.id, { status: 'paid', paidAt: new Date() });
    await queries.addSales(tx, ids, 1);
    const balance = legs.find((leg) => leg.type === 'user')?.balanceAfter ?? '0';
    return {
      checkout_id: checkout.id,
      order_ids: ids,
      total: formatMoney(total),
      balance: formatMoney(balance),
    };
  });
}
