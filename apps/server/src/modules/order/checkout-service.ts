import { Decimal } from 'decimal.js';
import type {
  CheckoutResponse,
  OrderConfirmResponse,
  OrderCreateResponse,
  OrderPayResponse,
} from '@market/contract';
import { ORDER_PAY_MINUTES, type orderConfirmRequest } from '@market/contract';
import { productTotalsOf } from '@market/contract/tier-price';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { isOwnAddress, listAddresses, readAddress } from '../address/index.ts';
import { presentImage } from '../catalogue/index.ts';
import { getBalance, post, runIdempotent } from '../ledger/index.ts';
import { checkFundPassword, type FundPasswordMemo } from '../user/index.ts';
import { checkStoreMinimums, tierPriceOf } from './line-terms.ts';
import { lockCheckoutSkus, placeOrders } from './place-queries.ts';
import { presentOrder } from './present.ts';
import { mergeLines, priceCheckout } from './pricing.ts';
import * as queries from './queries.ts';

type RequestedLine = z.output<typeof orderConfirmRequest>['items'][number];

export interface CheckoutDeps {
  db: Db;
  throttle: Throttle;
  fundMemo?: FundPasswordMemo;
}

/**
 * The requested lines priced from their SKUs as loaded, each on its ladder at its product's units
 * over these lines (a product's colours and sizes count together, decision 040); refuses what
 * cannot be bought, naming the line by its place in what was sent (`sent`, before merging).
 * `quoted` holds unit prices a seller quoted (decision 050): those lines take them instead, and
 * neither the product's minimum, multiple and tiers nor the store's minimum amount apply; stock does.
 */
function priceLines(
  lines: RequestedLine[],
  loaded: queries.SkuRow[],
  sent: RequestedLine[],
  quoted?: ReadonlyMap<number, string>,
) {
  const skus = new Map(loaded.map((sku) => [sku.skuId, sku]));
  const lineOf = (skuId: number) => `items.${sent.findIndex((line) => line.sku_id === skuId)}`;
  const pooled = productTotalsOf(
    lines.map((line) => ({ product_id: skus.get(line.sku_id)?.productId ?? line.product_id, num: line.num })),
  );
  const priced = lines.map((line) => {
    const sku = skus.get(line.sku_id);
    if (!sku || sku.productId !== line.product_id) throw notFound('msg.sku_not_found');
    if (!sku.isOnSale) throw fail('msg.product_off_sale', { params: { title: sku.title } });
    // a store closed for holiday keeps its products listed but takes no orders (decision 029)
    if (sku.isHoliday)
      throw fail('msg.store_on_holiday', { params: { name: sku.storeName }, field: 'items' });
    const price =
      quoted?.get(line.sku_id) ??
      tierPriceOf(sku, line.num, pooled.get(sku.productId)!, `${lineOf(line.sku_id)}.num`);
    if (sku.stock < line.num)
      throw fail('msg.stock_exhausted', { params: { title: sku.title, stock: sku.stock }, field: 'items' });
    return { ...sku, price, num: line.num };
  });
  const amounts = priceCheckout(priced);
  if (!quoted) checkStoreMinimums(amounts.stores, lineOf);
  return amounts;
}

/** The requested lines priced from the database as it is now. */
async function priceRequest(db: Db, requested: RequestedLine[]) {
  const lines = mergeLines(requested);
  return priceLines(
    lines,
    await queries.loadSkus(
      db,
      lines.map((line) => line.sku_id),
    ),
    requested,
  );
}

export async function confirmOrder(
  db: Db,
  userId: number,
  body: { items: RequestedLine[]; address_id?: number | undefined },
): Promise<OrderConfirmResponse> {
  const amounts = await priceRequest(db, body.items);
  const address =
    body.address_id !== undefined
      ? await readAddress(db, userId, body.address_id)
      : (await listAddresses(db, userId))[0];
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
    address: address ?? null,
    payment_method: 'balance',
    balance: formatMoney(await getBalance(db, userId)),
  };
}

/**
 * One transaction of two statements: lock the SKUs (in id order) with the buyer's address, price
 * them as they are now, then take the stock and write an order per store under one checkout.
 */
export async function createOrder(
  db: Db,
  userId: number,
  body: { items: RequestedLine[]; address_id: number; campaign?: string | undefined },
  payMinutes = ORDER_PAY_MINUTES,
): Promise<OrderCreateResponse> {
  const requested = mergeLines(body.items);
  const placing = { addressId: body.address_id, campaign: body.campaign ?? '', payMinutes, sent: body.items };
  return retryTransaction(() => placeCheckout(db, userId, requested, placing));
}

interface Placing {
  addressId: number;
  campaign: string;
  payMinutes: number;
  sent: RequestedLine[];
  /** Unit prices a seller quoted, by SKU (decision 050). */
  quoted?: ReadonlyMap<number, string>;
}

function placeCheckout(
  db: Db,
  userId: number,
  requested: RequestedLine[],
  placing: Placing,
): Promise<OrderCreateResponse> {
  return db.transaction((tx) => placeInTransaction(tx, userId, requested, placing));
}

/**
 * An accepted quote's checkout (decision 050), inside the caller's transaction (the one that marks
 * the quote accepted): the lines at the quoted unit prices, with the stock, freight, tax, order
 * number and pay deadline of any checkout, paid by `payCheckout` like one.
 */
export function placeQuotedCheckout(
  tx: Tx,
  userId: number,
  values: {
    addressId: number;
    payMinutes: number;
    lines: RequestedLine[];
    quoted: ReadonlyMap<number, string>;
  },
): Promise<OrderCreateResponse> {
  const placing = { ...values, campaign: '', sent: values.lines };
  return placeInTransaction(tx, userId, values.lines, placing);
}

async function placeInTransaction(
  tx: Tx,
  userId: number,
  requested: RequestedLine[],
  { addressId, campaign, payMinutes, sent, quoted }: Placing,
): Promise<OrderCreateResponse> {
  const skus = await lockCheckoutSkus(
    tx,
    userId,
    addressId,
    requested.map((line) => line.sku_id),
  );
  const address = skus[0]?.address;
  if (!address && (skus.length > 0 || !(await isOwnAddress(tx, userId, addressId))))
    throw notFound('msg.address_not_found');
  const amounts = priceLines(requested, skus, sent, quoted);
  await refuseShortBalance(tx, userId, amounts.total);
  const placed = await placeOrders(tx, {
    userId,
    total: amounts.total,
    payMinutes,
    campaign,
    address: address!,
    orders: amounts.stores,
    items: amounts.stores.flatMap((store) => store.lines),
  });
  const storeNames = new Map(amounts.stores.map((store) => [store.storeId, store.lines[0]!.storeName]));
  const items = amounts.stores.flatMap((store) =>
    store.lines.map((line) => ({
      ...line,
      orderId: placed.find((order) => order.storeId === store.storeId)!.id,
    })),
  );
  return {
    checkout_id: placed[0]!.checkoutId,
    orders: placed.map((order) =>
      presentOrder({ ...order, storeName: storeNames.get(order.storeId)! }, items),
    ),
    total: formatMoney(amounts.total),
    expires_at: placed[0]!.expiresAt.toISOString(),
  };
}

/**
 * A checkout holds its stock until paid or expired, so one the balance cannot pay is not placed
 * (decision 053): the buyer recharges first. Read without a lock: paying checks again.
 */
async function refuseShortBalance(tx: Tx, userId: number, total: string): Promise<void> {
  const balance = await getBalance(tx, userId);
  if (new Decimal(balance).lt(total))
    throw fail('msg.balance_short_for_order', {
      field: 'balance',
      params: { balance: formatMoney(balance), total: formatMoney(total) },
    });
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
    balance: formatMoney(await getBalance(db, userId)),
  };
}

/** What is still to pay: the unpaid orders (one may have been cancelled before paying). */
function payableTotal(orders: queries.OrderWithStore[]): string | undefined {
  const unpaid = orders.filter((order) => order.status === 'unpaid');
  if (unpaid.length === 0) return undefined;
  return unpaid.reduce((sum, order) => sum.plus(order.total), new Decimal(0)).toFixed();
}

/** Statuses of an order that has been paid for (and not cancelled). */
const PAID_STATUSES = new Set(['paid', 'shipped', 'received']);

/**
 * Pays a checkout's unpaid orders from the balance: the fund password first (throttled), then
 * once per idempotency key, in one transaction: the orders locked, the buyer's balance down (never
 * below zero) and each order's escrow up on the ledger, the orders and checkout paid, the sales
 * counters up.
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
    const locked = await queries.lockCheckoutOrders(tx, userId, body.checkout_id);
    if (!locked) throw notFound('msg.checkout_not_found');
    const { checkout, orders } = locked;
    const unpaid = orders.filter((order) => order.status === 'unpaid');
    if (
      checkout.status === 'paid' ||
      (unpaid.length === 0 && orders.some((o) => PAID_STATUSES.has(o.status)))
    )
      throw fail('msg.checkout_paid');
    const total = payableTotal(unpaid);
    if (total === undefined || checkout.status === 'expired' || checkout.expiresAt.getTime() <= Date.now())
      throw fail('msg.checkout_expired');
    const legs = await post(tx, {
      kind: 'payment',
      reference: `checkout:${checkout.id}`,
      legs: [
        { type: 'user', id: userId, amount: new Decimal(total).negated().toFixed() },
        ...unpaid.map((order) => ({ type: 'order' as const, id: order.id, amount: order.total })),
      ],
    });
    const ids = unpaid.map((order) => order.id);
    await queries.markCheckoutPaid(tx, checkout.id, ids);
    const balance = legs.find((leg) => leg.type === 'user')?.balanceAfter ?? '0';
    return {
      checkout_id: checkout.id,
      order_ids: ids,
      total: formatMoney(total),
      balance: formatMoney(balance),
    };
  });
}
