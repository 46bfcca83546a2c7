import { siteSettingsSchema } from '@market/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { recurringJobs } from '../src/jobs/recurring.ts';
import { post } from './helper.ts';
import { buildBuyer, fund, useOrderTests } from './order-support.ts';

const { ctx, rows, createCheckout, pay } = useOrderTests();

const settings = () => post(ctx.app, '/api/admin/site/settings', {}, { token: ctx.admin.token });
const save = async (values: object) => {
  const current = siteSettingsSchema.parse((await settings()).body.data);
  return post(
    ctx.app,
    '/api/admin/site/settings/save',
    { ...current, ...values },
    { token: ctx.admin.token },
  );
};
const minutesToPay = async (checkoutId: number) => {
  const [row] = await rows<{ minutes: number }>(
    sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from checkouts where id = ${checkoutId}`,
  );
  return Number(row!.minutes);
};

describe('the order clock in the site settings', () => {
  it('answers the server configuration until the back office sets it', async () => {
    const { body } = await settings();
    expect(body.data).toMatchObject({
      order_pay_minutes: ctx.config.ORDER_PAY_MINUTES,
      order_auto_receive_days: ctx.config.ORDER_AUTO_RECEIVE_DAYS,
    });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    expect(await minutesToPay((await createCheckout(buyer)).checkout_id)).toBe(ctx.config.ORDER_PAY_MINUTES);
  });

  it('gives a new checkout the saved time to pay, audited', async () => {
    const { body } = await save({ order_pay_minutes: 90 });
    expect(body).toMatchObject({ code: 1, data: { order_pay_minutes: 90 } });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.parse(audit!.before!)).toMatchObject({ order_pay_minutes: ctx.config.ORDER_PAY_MINUTES });
    expect(JSON.parse(audit!.after!)).toMatchObject({ order_pay_minutes: 90 });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    expect(await minutesToPay((await createCheckout(buyer)).checkout_id)).toBe(90);
  });

  it('confirms receipt after the saved number of days on the clock’s sweep', async () => {
    await save({ order_auto_receive_days: 3 });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const created = await createCheckout(buyer, [
      { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 1 },
    ]);
    await pay(buyer.token, created.checkout_id);
    const id = created.orders[0]!.id;
    await post(
      ctx.app,
      '/api/seller/order/ship',
      { id, carrier: 'EMS', tracking_no: 'EE123456789CN' },
      { token: ctx.shopB.merchant.token },
    );
    await ctx.database.db.execute(
      sql`update orders set shipped_at = now() - interval '4 days' where id = ${id}`,
    );
    const sweep = recurringJobs(ctx.database.db, ctx.config, ctx.app.log).find(
      (job) => job.name === 'order-clock',
    );
    await sweep!.run();
    const [order] = await rows<{ status: string }>(sql`select status from orders where id = ${id}`);
    expect(order!.status).toBe('received');
  });

  it('refuses a clock out of range, naming the field', async () => {
    const cases: [object, string, string][] = [
      [
        { order_pay_minutes: 4 },
        'order_pay_minutes',
        'The time to pay must be a whole number of minutes from 5 to 1440',
      ],
      [{ order_pay_minutes: 1441 }, 'order_pay_minutes', ''],
      [{ order_pay_minutes: 30.5 }, 'order_pay_minutes', ''],
      [{ order_auto_receive_days: 0 }, 'order_auto_receive_days', ''],
      [
        { order_auto_receive_days: 61 },
        'order_auto_receive_days',
        'The automatic receipt must come after a whole number of days from 1 to 60',
      ],
    ];
    for (const [values, field, msg] of cases) {
      const { body } = await save(values);
      expect(body, JSON.stringify(values)).toMatchObject({ code: 0, data: { field } });
      if (msg) expect(body.msg).toBe(msg);
    }
  });
});
