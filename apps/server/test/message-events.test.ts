import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post, type TestUser } from './helper.ts';
import { buildBuyer, buildShop, fund, payKey, FUND_PASSWORD } from './order-support.ts';
import { requestRecharge, txHash, useWalletTests } from './wallet-support.ts';

// Events leave their user a site message in the event's own transaction: a decision that fails
// leaves none, and the message reads in the language of whoever reads it.

const { ctx, buildWallet, rows, withdraw, reviewRecharge, reviewWithdrawal } = useWalletTests();

async function messagesOf(user: TestUser, lang = 'en') {
  const { body } = await post(ctx.app, '/api/message/index', {}, { token: user.token, lang });
  expect(body.code, body.msg).toBe(1);
  return body.data.list as { id: number; kind: string; title: string; summary: string; is_read: boolean }[];
}
const unreadOf = async (user: TestUser) =>
  (await post(ctx.app, '/api/message/unread', {}, { token: user.token })).body.data.count as number;

describe('wallet decisions', () => {
  it('an approved recharge tells its user the amount; a rejected one the reason', async () => {
    const user = await buildWallet('0');
    const approved = await requestRecharge(ctx, user, { amount: '250.5' });
    expect((await reviewRecharge({ id: approved, approve: true })).body.code).toBe(1);
    expect(await messagesOf(user)).toEqual([
      expect.objectContaining({
        kind: 'recharge_approved',
        title: 'Recharge credited',
        summary: 'Your recharge of 250.5 USDT has been approved and credited to your balance.',
        is_read: false,
      }),
    ]);
    expect((await messagesOf(user, 'zh-CN'))[0]).toMatchObject({
      title: '充值已到账',
      summary: '您充值的 250.5 USDT 已审核通过并计入余额。',
    });
    const rejected = await requestRecharge(ctx, user, { amount: '10' });
    await reviewRecharge({ id: rejected, approve: false, reason: 'no transfer found' });
    expect((await messagesOf(user))[0]).toMatchObject({
      kind: 'recharge_rejected',
      summary: 'Your recharge was not approved. Reason: no transfer found',
    });
    expect(await unreadOf(user)).toBe(2);
    // a second decision is refused and tells nobody anything
    expect((await reviewRecharge({ id: approved, approve: false, reason: 'late' })).body.code).toBe(0);
    expect(await messagesOf(user)).toHaveLength(2);
  });

  it('a paid withdrawal tells its user; a refused decision leaves no message', async () => {
    const user = await buildWallet('1000');
    const id = (await withdraw(user, { amount: '100' })).body.data.withdrawal.id;
    const wrongHash = await reviewWithdrawal({ id, approve: true, tx_hash: txHash('ERC20') });
    expect(wrongHash.body).toMatchObject({ code: 0, data: { field: 'tx_hash' } });
    expect(await messagesOf(user)).toEqual([]);
    expect((await reviewWithdrawal({ id, approve: true, tx_hash: txHash('TRC20') })).body.code).toBe(1);
    expect(await messagesOf(user)).toEqual([
      expect.objectContaining({
        kind: 'withdrawal_paid',
        title: 'Withdrawal paid',
        summary: 'Your withdrawal of 100 USDT has been paid out to your wallet address.',
      }),
    ]);
    expect((await messagesOf(user, 'ar'))[0]!.title).toBe('تم صرف السحب');
  });

  it('a rejected withdrawal tells its user the reason', async () => {
    const user = await buildWallet('1000');
    const id = (await withdraw(user, { amount: '40' })).body.data.withdrawal.id;
    await reviewWithdrawal({ id, approve: false, reason: 'address on a sanctions list' });
    const [message] = await messagesOf(user);
    // the list shows the start of a long text, the detail all of it
    expect(message).toMatchObject({
      kind: 'withdrawal_rejected',
      title: 'Withdrawal rejected',
      summary: 'Your withdrawal was not approved and the amount has been returned. Reason: addr…',
    });
    const detail = await post(ctx.app, '/api/message/detail', { id: message!.id }, { token: user.token });
    expect(detail.body.data.body).toBe(
      'Your withdrawal was not approved and the amount has been returned. Reason: address on a sanctions list',
    );
    const stored = await rows<{ kind: string; params: unknown; title: unknown }>(
      sql`select kind, params, title from site_messages where user_id = ${user.user.id}`,
    );
    expect(stored).toEqual([
      { kind: 'withdrawal_rejected', params: { reason: 'address on a sanctions list' }, title: null },
    ]);
  });
});

describe('orders', () => {
  it('a shipped order tells its buyer the order number', async () => {
    const shop = await buildShop(ctx, { name: 'Gamma Supplies', price: '5' });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '50');
    const created = await post(
      ctx.app,
      '/api/order/create',
      { items: [{ product_id: shop.product.id, sku_id: shop.skuId, num: 2 }], address_id: buyer.addressId },
      { token: buyer.token },
    );
    const { checkout_id: checkoutId, orders } = created.body.data;
    const paid = await post(
      ctx.app,
      '/api/order/pay',
      { checkout_id: checkoutId, fund_password: FUND_PASSWORD },
      { token: buyer.token, headers: payKey() },
    );
    expect(paid.body.code, paid.body.msg).toBe(1);
    expect(await messagesOf(buyer)).toEqual([]);
    const shipped = await post(
      ctx.app,
      '/api/seller/order/ship',
      { id: orders[0].id, carrier: 'DHL', tracking_no: 'DHL1234567' },
      { token: shop.merchant.token },
    );
    expect(shipped.body.code, shipped.body.msg).toBe(1);
    const [order] = await rows<{ order_no: string }>(
      sql`select order_no from orders where id = ${orders[0].id}`,
    );
    expect(await messagesOf(buyer)).toEqual([
      expect.objectContaining({
        kind: 'order_shipped',
        title: 'Your order has shipped',
        summary: `Order ${order!.order_no} is on its way. You can follow it in your orders.`,
      }),
    ]);
    expect(await messagesOf(shop.merchant)).toEqual([]);
  });
});
