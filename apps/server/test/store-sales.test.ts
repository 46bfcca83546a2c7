import { sellerSalesResponse, sellerStoreProfile } from '@market/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helper.ts';
import { buildBuyer, fund, useOrderTests } from './order-support.ts';

const { ctx, rows, createCheckout, pay } = useOrderTests();
const DAY = 24 * 60 * 60 * 1000;
const sales = (token: string, body: object, lang?: string) =>
  post(ctx.app, '/api/seller/store/sales', body, { token, lang });
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Monday (UTC) of the week holding `time`, as PostgreSQL's date_trunc('week') has it. */
const mondayOf = (time: number) => dateOf(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY);

/** Alpha's paid orders, each `[units, total, days ago]`: 1 unit costs 16.75, 2 cost 30.5, 3 cost 44.25. */
const PAID = [
  [1, '16.75', 0],
  [2, '30.5', 2],
  [3, '44.25', 10],
  [1, '16.75', 40],
] as const;

beforeAll(async () => {
  const buyer = await buildBuyer(ctx);
  await fund(ctx, ctx.admin, buyer.user.id, '1000');
  const line = (num: number) => [{ product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num }];
  for (const [units, , daysAgo] of PAID) {
    const checkout = await createCheckout(buyer, line(units));
    expect((await pay(buyer.token, checkout.checkout_id)).body.code).toBe(1);
    await rows(sql`update orders set paid_at = now() - make_interval(days => ${daysAgo})
      where checkout_id = ${checkout.checkout_id}`);
  }
  // paid, then cancelled and refunded: not a sale; and one never paid
  const cancelled = await createCheckout(buyer, line(5));
  await pay(buyer.token, cancelled.checkout_id);
  const cancel = await post(
    ctx.app,
    '/api/order/cancel',
    { id: cancelled.orders[0]!.id },
    { token: buyer.token },
  );
  expect(cancel.body.code, cancel.body.msg).toBe(1);
  await createCheckout(buyer, line(4));
});

describe('POST /api/seller/store/sales', () => {
  it('answers the last 30 days, oldest first, with zeros where nothing sold', async () => {
    const { body } = await sales(ctx.shopA.merchant.token, {});
    expect(body.code, body.msg).toBe(1);
    const answer = sellerSalesResponse.parse(body.data);
    const now = Date.now();
    expect(answer.period).toBe('day');
    expect(answer.series).toHaveLength(30);
    expect(answer.series[0]!.date).toBe(dateOf(now - 29 * DAY));
    expect(answer.series.at(-1)!.date).toBe(dateOf(now));
    const sold = answer.series.filter((point) => point.orders > 0);
    expect(sold).toEqual([
      { date: dateOf(now - 10 * DAY), orders: 1, amount: '44.25' },
      { date: dateOf(now - 2 * DAY), orders: 1, amount: '30.5' },
      { date: dateOf(now), orders: 1, amount: '16.75' },
    ]);
    expect(answer.series.filter((point) => point.orders === 0).every((point) => point.amount === '0')).toBe(
      true,
    );
    expect(answer.total).toEqual({ orders: 3, amount: '91.5' });
  });

  it('takes a count of days', async () => {
    const { body } = await sales(ctx.shopA.merchant.token, { period: 'day', count: 3 });
    const now = Date.now();
    expect(body.data).toEqual({
      period: 'day',
      series: [
        { date: dateOf(now - 2 * DAY), orders: 1, amount: '30.5' },
        { date: dateOf(now - DAY), orders: 0, amount: '0' },
        { date: dateOf(now), orders: 1, amount: '16.75' },
      ],
      total: { orders: 2, amount: '47.25' },
    });
  });

  it('answers weeks starting on Monday, the last 12 by default', async () => {
    const { body } = await sales(ctx.shopA.merchant.token, { period: 'week' });
    const answer = sellerSalesResponse.parse(body.data);
    const now = Date.now();
    expect(answer.series).toHaveLength(12);
    expect(answer.series.at(-1)!.date).toBe(mondayOf(now));
    expect(answer.series[0]!.date).toBe(mondayOf(now - 11 * 7 * DAY));
    const expected = new Map<string, { orders: number; amount: number }>();
    for (const [, total, daysAgo] of PAID) {
      const week = mondayOf(now - daysAgo * DAY);
      const sum = expected.get(week) ?? { orders: 0, amount: 0 };
      expected.set(week, { orders: sum.orders + 1, amount: sum.amount + Number(total) });
    }
    for (const point of answer.series) {
      const want = expected.get(point.date) ?? { orders: 0, amount: 0 };
      expect({ date: point.date, orders: point.orders, amount: Number(point.amount) }).toEqual({
        date: point.date,
        ...want,
      });
    }
    expect(answer.total).toEqual({ orders: 4, amount: '108.25' });
  });

  it('shows another store only its own sales', async () => {
    const { body } = await sales(ctx.shopB.merchant.token, { count: 7 });
    expect(body.data.total).toEqual({ orders: 0, amount: '0' });
    expect(body.data.series).toHaveLength(7);
  });

  it.each([
    [{ period: 'month' }, 'period', 'Period must be one of: day, week'],
    [{ count: 0 }, 'count', 'The number of days or weeks must be a whole number from 1 to 366'],
    [{ count: 367 }, 'count', 'The number of days or weeks must be a whole number from 1 to 366'],
    [{ count: 2.5 }, 'count', 'The number of days or weeks must be a whole number from 1 to 366'],
    [{ count: 'ten' }, 'count', 'The number of days or weeks must be a whole number from 1 to 366'],
  ])('refuses %j naming %s', async (input, field, msg) => {
    const { body } = await sales(ctx.shopA.merchant.token, input);
    expect(body).toEqual({ code: 0, msg, data: { field } });
  });
});

describe('the store center header after real orders', () => {
  it('counts paid orders since the store opened, today and this month', async () => {
    const { body } = await get(ctx.app, '/api/seller/store', { token: ctx.shopA.merchant.token });
    const header = sellerStoreProfile.parse(body.data);
    const now = Date.now();
    const thisMonth = dateOf(now).slice(0, 7);
    const inMonth = PAID.filter(([, , daysAgo]) => dateOf(now - daysAgo * DAY).startsWith(thisMonth));
    expect(header.totals).toEqual({ orders: 4, amount: '108.25' });
    expect(header.today).toEqual({ orders: 1, amount: '16.75' });
    expect(header.month).toEqual({
      orders: inMonth.length,
      amount: String(inMonth.reduce((sum, [, total]) => sum + Number(total), 0)),
    });
  });
});
