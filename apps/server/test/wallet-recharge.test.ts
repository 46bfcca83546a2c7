import { rechargeSchema } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { buildUpload, requestRecharge, txHash, useWalletTests } from './wallet-support.ts';

const { ctx, buildWallet, rows, balanceOf, reviewRecharge } = useWalletTests();

describe('POST /api/wallet/recharge', () => {
  it('records a pending recharge with the deposit address and the private screenshot', async () => {
    const user = await buildWallet('0');
    const image = await buildUpload(ctx.database, user.user.id);
    const hash = txHash('ERC20');
    const { body } = await post(
      ctx.app,
      '/api/wallet/recharge',
      {
        currency: 'ETH',
        network: 'ERC20',
        amount: '0.5',
        image,
        tx_hash: hash.toUpperCase().replace('0X', '0x'),
      },
      { token: user.token },
    );
    expect(body.code).toBe(1);
    const recharge = rechargeSchema.parse(body.data);
    expect(recharge).toMatchObject({
      currency: 'ETH',
      network: 'ERC20',
      amount: '0.5',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      tx_hash: hash,
      image: `/api/index/file/${image}`,
      status: 'pending',
      rate: null,
      credited: null,
    });
    expect(await balanceOf(user)).toBe('0');
  });

  it('refuses bad input naming the field, and records nothing', async () => {
    const user = await buildWallet('0');
    const image = await buildUpload(ctx.database, user.user.id);
    const stranger = await buildUser(ctx.database);
    const othersImage = await buildUpload(ctx.database, stranger.user.id);
    const publicImage = await buildUpload(ctx.database, user.user.id, false);
    const base = { currency: 'USDT', network: 'TRC20', amount: '100', image };
    const cases: [object, string, string][] = [
      [{ amount: '0' }, 'amount', 'The amount must be more than zero'],
      [{ amount: '-5' }, 'amount', 'Please enter an amount such as 12 or 12.50'],
      [{ amount: '' }, 'amount', 'Please enter the amount'],
      [{ amount: '10.1234567' }, 'amount', 'The amount has more decimal places than this currency allows'],
      [{ amount: '9.99' }, 'amount', 'The least you can recharge is 10 USDT'],
      [{ amount: '100000.01' }, 'amount', 'The most you can recharge at once is 100000 USDT'],
      [{ currency: 'ETH' }, 'network', 'This network does not carry the chosen currency'],
      [{ currency: 'DOGE' }, 'currency', 'Please choose a currency'],
      [{ network: 'SOL' }, 'network', 'Please choose a network'],
      [{ tx_hash: 'abc' }, 'tx_hash', 'This is not a transaction hash of the chosen network'],
      [{ tx_hash: txHash('ERC20') }, 'tx_hash', 'This is not a transaction hash of the chosen network'],
      [{ image: undefined }, 'image', 'Please upload the transfer screenshot'],
      [{ image: othersImage }, 'image', 'Please upload the transfer screenshot'],
      [{ image: publicImage }, 'image', 'Please upload the transfer screenshot'],
    ];
    for (const [change, field, msg] of cases) {
      const { body } = await post(
        ctx.app,
        '/api/wallet/recharge',
        { ...base, ...change },
        { token: user.token },
      );
      expect(body, JSON.stringify(change)).toEqual({ code: 0, msg, data: { field } });
    }
    const [count] = await rows<{ n: string }>(
      sql`select count(*)::text as n from recharges where user_id = ${user.user.id}`,
    );
    expect(count!.n).toBe('0');
  });

  it('lets a transaction hash be claimed by one live recharge per network', async () => {
    const alice = await buildWallet('0');
    const bob = await buildWallet('0');
    const hash = txHash('TRC20');
    const first = await requestRecharge(ctx, alice, { tx_hash: hash });
    const image = await buildUpload(ctx.database, bob.user.id);
    const taken = await post(
      ctx.app,
      '/api/wallet/recharge',
      { currency: 'USDT', network: 'TRC20', amount: '100', image, tx_hash: hash },
      { token: bob.token },
    );
    expect(taken.body).toEqual({
      code: 0,
      msg: 'This transaction hash has already been submitted',
      data: { field: 'tx_hash' },
    });
    // rejected, the transfer may be claimed again (by the one who really sent it)
    expect((await reviewRecharge({ id: first, approve: false, reason: 'not our transfer' })).body.code).toBe(
      1,
    );
    expect(await requestRecharge(ctx, bob, { tx_hash: hash })).toBeGreaterThan(first);
  });

  it('keeps at most 10 recharges waiting per user', async () => {
    const user = await buildWallet('0');
    for (let i = 0; i < 10; i += 1) await requestRecharge(ctx, user);
    const image = await buildUpload(ctx.database, user.user.id);
    const { body } = await post(
      ctx.app,
      '/api/wallet/recharge',
      { currency: 'USDT', network: 'TRC20', amount: '100', image },
      { token: user.token },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'You have 10 recharges waiting for review; please wait until they are reviewed',
      data: null,
    });
  });
});

describe('recharge records and their review', () => {
  it("lists and shows the caller's own recharges; another user's is not found", async () => {
    const alice = await buildWallet('0');
    const bob = await buildWallet('0');
    const older = await requestRecharge(ctx, alice, { amount: '10' });
    const newer = await requestRecharge(ctx, alice, { amount: '20' });
    await requestRecharge(ctx, bob);
    const list = await post(ctx.app, '/api/wallet/recharge_list', { page: 1 }, { token: alice.token });
    expect(list.body.data).toMatchObject({ total: 2, page: 1 });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    const mine = await post(ctx.app, '/api/wallet/recharge_detail', { id: older }, { token: alice.token });
    expect(mine.body.data).toMatchObject({ id: older, amount: '10', status: 'pending' });
    const theirs = await post(ctx.app, '/api/wallet/recharge_detail', { id: older }, { token: bob.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 404, msg: 'Recharge not found' });
  });

  it('approval credits the amount at the current rate, once, on the ledger, audited', async () => {
    const user = await buildWallet('0');
    const id = await requestRecharge(ctx, user, { currency: 'ETH', network: 'ERC20', amount: '0.5' });
    const { body } = await reviewRecharge({ id, approve: true });
    expect(body.data).toMatchObject({ id, status: 'approved', rate: '3000', credited: '1500' });
    expect(body.data.reviewed_at).toEqual(expect.any(String));
    expect(await balanceOf(user)).toBe('1500');
    const again = await reviewRecharge({ id, approve: true });
    expect(again.body).toEqual({
      code: 0,
      msg: 'This request has already been approved',
      data: null,
    });
    const reject = await reviewRecharge({ id, approve: false, reason: 'late' });
    expect(reject.body.code).toBe(0);
    expect(await balanceOf(user)).toBe('1500');
    const log = await post(ctx.app, '/api/user/money_log', {}, { token: user.token });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'recharge',
        amount: '1500',
        balance_after: '1500',
        reference: `recharge:${id}`,
      }),
    ]);
    const audit = await rows<{ action: string; actor_id: string }>(
      sql`select action, actor_id::text from audit_log where subject = ${`recharge:${id}`}`,
    );
    expect(audit).toEqual([{ action: 'recharge.approve', actor_id: String(ctx.admin.user.id) }]);
    await expectLedgerBalanced(ctx.database);
  });

  it('rejection needs a reason, records it and credits nothing', async () => {
    const user = await buildWallet('0');
    const id = await requestRecharge(ctx, user);
    const noReason = await reviewRecharge({ id, approve: false });
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const { body } = await reviewRecharge({ id, approve: false, reason: 'The screenshot shows 10, not 100' });
    expect(body.data).toMatchObject({
      status: 'rejected',
      reason: 'The screenshot shows 10, not 100',
      credited: null,
    });
    expect(await balanceOf(user)).toBe('0');
    const detail = await post(ctx.app, '/api/wallet/recharge_detail', { id }, { token: user.token });
    expect(detail.body.data.reason).toBe('The screenshot shows 10, not 100');
  });

  it('is for admins only, and an unknown recharge is not found', async () => {
    const user = await buildWallet('0');
    const id = await requestRecharge(ctx, user);
    const asBuyer = await reviewRecharge({ id, approve: true }, user.token);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.code).toBe(403);
    const list = await post(
      ctx.app,
      '/api/admin/recharge/list',
      { status: 'pending' },
      { token: user.token },
    );
    expect(list.status).toBe(403);
    expect(await balanceOf(user)).toBe('0');
    const missing = await reviewRecharge({ id: 999_999, approve: true });
    expect(missing.status).toBe(404);
  });

  it('lists recharges for the back office by status and user, with the username', async () => {
    const user = await buildWallet('0');
    const id = await requestRecharge(ctx, user);
    const { body } = await post(
      ctx.app,
      '/api/admin/recharge/list',
      { status: 'pending', user_id: user.user.id },
      { token: ctx.admin.token },
    );
    expect(body.data.list).toEqual([
      expect.objectContaining({ id, user_id: user.user.id, username: user.user.username, status: 'pending' }),
    ]);
  });
});
