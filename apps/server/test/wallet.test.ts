import { randomUUID } from 'node:crypto';
import { rechargeConfigResponse, rechargeSchema, withdrawalPage, withdrawResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { expectLedgerBalanced, FUND_PASSWORD, fund, setFundPassword } from './order-support.ts';
import { ADDRESS, buildUpload, requestRecharge, txHash } from './wallet-support.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.database, { role: 'admin' });
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const balanceOf = async (user: TestUser) =>
  (await post(ctx.app, '/api/user/index', {}, { token: user.token })).body.data.money as string;

const reviewRecharge = (body: object, token = admin.token) =>
  post(ctx.app, '/api/admin/recharge/review', body, { token });
const reviewWithdrawal = (body: object, token = admin.token) =>
  post(ctx.app, '/api/admin/withdraw/review', body, { token });

async function buildWallet(amount = '1000') {
  const user = await buildUser(ctx.database);
  await setFundPassword(ctx.database, user.user.id);
  if (amount !== '0') await fund(ctx, admin, user.user.id, amount);
  return user;
}

const withdraw = (user: TestUser, body: object, key = randomUUID()) =>
  post(
    ctx.app,
    '/api/wallet/withdraw',
    {
      currency: 'USDT',
      network: 'TRC20',
      address: ADDRESS.TRC20,
      amount: '100',
      fund_password: FUND_PASSWORD,
      ...body,
    },
    { token: user.token, headers: { 'idempotency-key': key } },
  );

describe('POST /api/wallet/recharge_config', () => {
  it('offers each currency on its networks with addresses, limits, fees, rates and the balance', async () => {
    const user = await buildWallet('12.5');
    const { body } = await post(ctx.app, '/api/wallet/recharge_config', {}, { token: user.token });
    expect(body.code).toBe(1);
    const config = rechargeConfigResponse.parse(body.data);
    expect(config.balance).toBe('12.5');
    expect(config.currencies.map((entry) => [entry.currency, entry.networks.map((n) => n.network)])).toEqual([
      ['USDT', ['TRC20', 'ERC20']],
      ['ETH', ['ERC20']],
      ['BTC', ['BTC']],
    ]);
    const usdt = config.currencies[0]!;
    expect(usdt).toMatchObject({ decimals: 6, rate: '1' });
    expect(usdt.networks[0]).toMatchObject({
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      min_recharge: '10',
      max_recharge: '100000',
      fee_fixed: '1',
      fee_percent: '0.1',
    });
    expect(config.currencies[1]).toMatchObject({ currency: 'ETH', rate: '3000', decimals: 8 });
  });
});

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
    expect(audit).toEqual([{ action: 'recharge.approve', actor_id: String(admin.user.id) }]);
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
      { token: admin.token },
    );
    expect(body.data.list).toEqual([
      expect.objectContaining({ id, user_id: user.user.id, username: user.user.username, status: 'pending' }),
    ]);
  });
});

describe('POST /api/wallet/withdraw', () => {
  it('holds the amount at once, with the fee and the amount received', async () => {
    const user = await buildWallet('1000');
    const { body } = await withdraw(user, { amount: '100' });
    expect(body.code).toBe(1);
    const answer = withdrawResponse.parse(body.data);
    expect(answer.balance).toBe('900');
    expect(answer.withdrawal).toMatchObject({
      status: 'pending',
      amount: '100',
      fee: '1.1',
      receive: '98.9',
      rate: '1',
      hold: '100',
      address: ADDRESS.TRC20,
      tx_hash: null,
    });
    expect(await balanceOf(user)).toBe('900');
    const log = await post(ctx.app, '/api/user/money_log', {}, { token: user.token });
    expect(log.body.data.list[0]).toMatchObject({ kind: 'withdrawal', amount: '-100', balance_after: '900' });
    await expectLedgerBalanced(ctx.database);
  });

  it('holds a crypto amount at the rate, rounded up', async () => {
    const user = await buildWallet('1000');
    const { body } = await withdraw(user, {
      currency: 'BTC',
      network: 'BTC',
      address: ADDRESS.BTC,
      amount: '0.01',
    });
    expect(body.data.withdrawal).toMatchObject({
      fee: '0.0002',
      receive: '0.0098',
      rate: '60000',
      hold: '600',
    });
    expect(body.data.balance).toBe('400');
  });

  it('refuses bad input naming the field, and holds nothing', async () => {
    const user = await buildWallet('50');
    const cases: [object, string, string][] = [
      [{ address: ADDRESS.ERC20 }, 'address', 'This address belongs to another network'],
      [
        { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
        'address',
        'The address checksum is wrong; please copy the address again',
      ],
      [
        { network: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358'.replace('fB', 'Fb') },
        'address',
        'The address checksum is wrong; please copy the address again',
      ],
      [{ address: 'hello' }, 'address', 'This is not a valid address for the chosen network'],
      [{ address: '' }, 'address', 'Please enter the withdrawal address'],
      [
        {
          currency: 'BTC',
          network: 'BTC',
          address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          amount: '0.001',
        },
        'address',
        'This address belongs to another network',
      ],
      [{ amount: '0' }, 'amount', 'The amount must be more than zero'],
      [{ amount: '-10' }, 'amount', 'Please enter an amount such as 12 or 12.50'],
      [{ amount: '10.0000001' }, 'amount', 'The amount has more decimal places than this currency allows'],
      [{ amount: '9.99' }, 'amount', 'The least you can withdraw is 10 USDT'],
      [{ amount: '50.01' }, 'amount', 'Insufficient balance'],
      [{ currency: 'ETH', network: 'TRC20' }, 'network', 'This network does not carry the chosen currency'],
      [{ fund_password: '' }, 'fund_password', 'Please enter the fund password'],
    ];
    for (const [change, field, msg] of cases) {
      const { body } = await withdraw(user, change);
      expect(body, JSON.stringify(change)).toEqual({ code: 0, msg, data: { field } });
    }
    expect(await balanceOf(user)).toBe('50');
    const [count] = await rows<{ n: string }>(
      sql`select count(*)::text as n from withdrawals where user_id = ${user.user.id}`,
    );
    expect(count!.n).toBe('0');
  });

  it('refuses an amount the fee would eat', async () => {
    const user = await buildWallet('1000');
    const settings = await post(ctx.app, '/api/admin/wallet/settings', {}, { token: admin.token });
    const next = structuredClone(settings.body.data);
    next.channels['USDT-TRC20'].fee_fixed = '20';
    expect(
      (await post(ctx.app, '/api/admin/wallet/settings/save', next, { token: admin.token })).body.code,
    ).toBe(1);
    try {
      const { body } = await withdraw(user, { amount: '19.98' });
      expect(body).toEqual({
        code: 0,
        msg: 'The amount must be more than the handling fee of 20.019980 USDT',
        data: { field: 'amount' },
      });
    } finally {
      await post(ctx.app, '/api/admin/wallet/settings/save', settings.body.data, { token: admin.token });
    }
    expect(await balanceOf(user)).toBe('1000');
  });

  it('checks the fund password first and replays a retry with the same key', async () => {
    const user = await buildWallet('300');
    const wrong = await withdraw(user, { fund_password: 'nope-nope' });
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'The fund password is wrong',
      data: { field: 'fund_password' },
    });
    const key = randomUUID();
    const first = await withdraw(user, { amount: '100' }, key);
    const again = await withdraw(user, { amount: '100' }, key);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user)).toBe('200');
    const other = await withdraw(user, { amount: '101' }, key);
    expect(other.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    const missingKey = await post(
      ctx.app,
      '/api/wallet/withdraw',
      {
        currency: 'USDT',
        network: 'TRC20',
        address: ADDRESS.TRC20,
        amount: '10',
        fund_password: FUND_PASSWORD,
      },
      { token: user.token },
    );
    expect(missingKey.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(await balanceOf(user)).toBe('200');
  });

  it('recognises a recently verified fund password only while it is the stored one', async () => {
    const user = await buildWallet('300');
    expect((await withdraw(user, { amount: '10' })).body.code).toBe(1);
    // remembered: the right password passes again, a wrong one still does not
    expect((await withdraw(user, { amount: '10' })).body.code).toBe(1);
    const wrong = await withdraw(user, { amount: '10', fund_password: `${FUND_PASSWORD}x` });
    expect(wrong.body.msg).toBe('The fund password is wrong');
    expect((await withdraw(user, { amount: '10' })).body.code).toBe(1);
    // a changed fund password forgets the old one at once
    await setFundPassword(ctx.database, user.user.id, 'another-fund-9');
    const old = await withdraw(user, { amount: '10' });
    expect(old.body).toEqual({
      code: 0,
      msg: 'The fund password is wrong',
      data: { field: 'fund_password' },
    });
    expect((await withdraw(user, { amount: '10', fund_password: 'another-fund-9' })).body.code).toBe(1);
    expect(await balanceOf(user)).toBe('260');
  });

  it('locks out after 5 wrong fund passwords, even the right one', async () => {
    const user = await buildWallet('300');
    expect((await withdraw(user, { amount: '10' })).body.code).toBe(1);
    for (let i = 0; i < 5; i += 1) await withdraw(user, { amount: '10', fund_password: `wrong-${i}-pass` });
    const locked = await withdraw(user, { amount: '10' });
    expect(locked.status).toBe(429);
    expect(await balanceOf(user)).toBe('290');
  });

  it("lists the caller's own withdrawals only; needs a login", async () => {
    const alice = await buildWallet('500');
    const bob = await buildWallet('500');
    await withdraw(alice, { amount: '10' });
    await withdraw(alice, { amount: '20' });
    await withdraw(bob, { amount: '30' });
    const { body } = await post(ctx.app, '/api/wallet/withdraw_list', { page: 1 }, { token: alice.token });
    const page = withdrawalPage.parse(body.data);
    expect(page.total).toBe(2);
    expect(page.list.map((w) => w.amount)).toEqual(['20', '10']);
    const anonymous = await post(ctx.app, '/api/wallet/withdraw_list', { page: 1 });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/admin/withdraw/review', () => {
  it('pays with the transaction hash: the hold leaves, the fee part to the fees account, once', async () => {
    const user = await buildWallet('1000');
    const id = (await withdraw(user, { amount: '100' })).body.data.withdrawal.id;
    const noHash = await reviewWithdrawal({ id, approve: true });
    expect(noHash.body).toEqual({
      code: 0,
      msg: 'Please enter the transaction hash',
      data: { field: 'tx_hash' },
    });
    const wrongHash = await reviewWithdrawal({ id, approve: true, tx_hash: txHash('ERC20') });
    expect(wrongHash.body).toMatchObject({ code: 0, data: { field: 'tx_hash' } });
    const hash = txHash('TRC20');
    const { body } = await reviewWithdrawal({ id, approve: true, tx_hash: hash });
    expect(body.data).toMatchObject({ id, status: 'paid', tx_hash: hash });
    expect(await balanceOf(user)).toBe('900');
    const twice = await reviewWithdrawal({ id, approve: false, reason: 'oops' });
    expect(twice.body).toEqual({ code: 0, msg: 'This withdrawal has already been paid out', data: null });
    expect(await balanceOf(user)).toBe('900');
    const legs = await rows<{ account_type: string; account_id: string; amount: string }>(sql`
      select account_type, account_id::text, amount::text from ledger_entries
      where reference = ${`withdrawal:${id}`} and kind = 'withdrawal' and account_type <> 'user' order by id`);
    expect(legs).toEqual([
      { account_type: 'withdrawal', account_id: String(id), amount: '100.00000000' },
      { account_type: 'withdrawal', account_id: String(id), amount: '-100.00000000' },
      { account_type: 'system', account_id: '3', amount: '98.90000000' },
      { account_type: 'system', account_id: '4', amount: '1.10000000' },
    ]);
    // the same on-chain transfer cannot pay a second withdrawal
    const second = (await withdraw(user, { amount: '10' })).body.data.withdrawal.id;
    const reused = await reviewWithdrawal({ id: second, approve: true, tx_hash: hash });
    expect(reused.body).toEqual({
      code: 0,
      msg: 'This transaction hash has already been submitted',
      data: { field: 'tx_hash' },
    });
    await expectLedgerBalanced(ctx.database);
  });

  it('rejects with a reason and refunds the hold', async () => {
    const user = await buildWallet('1000');
    const id = (await withdraw(user, { amount: '250' })).body.data.withdrawal.id;
    expect(await balanceOf(user)).toBe('750');
    const { body } = await reviewWithdrawal({ id, approve: false, reason: 'address on a sanctions list' });
    expect(body.data).toMatchObject({
      status: 'rejected',
      reason: 'address on a sanctions list',
      tx_hash: null,
    });
    expect(await balanceOf(user)).toBe('1000');
    const log = await post(ctx.app, '/api/user/money_log', {}, { token: user.token });
    expect(log.body.data.list[0]).toMatchObject({
      kind: 'withdrawal_refund',
      amount: '250',
      balance_after: '1000',
    });
    const audit = await rows<{ action: string; before: string; after: string }>(
      sql`select action, before, after from audit_log where subject = ${`withdrawal:${id}`}`,
    );
    expect(audit[0]!.action).toBe('withdrawal.reject');
    expect(JSON.parse(audit[0]!.before)).toEqual({ status: 'pending', held: '250.00000000' });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ status: 'rejected', held: '0' });
    await expectLedgerBalanced(ctx.database);
  });

  it('is for admins only', async () => {
    const user = await buildWallet('100');
    const id = (await withdraw(user, { amount: '50' })).body.data.withdrawal.id;
    const asBuyer = await reviewWithdrawal({ id, approve: false, reason: 'mine' }, user.token);
    expect(asBuyer.status).toBe(403);
    expect(await balanceOf(user)).toBe('50');
    const list = await post(
      ctx.app,
      '/api/admin/withdraw/list',
      { user_id: user.user.id },
      { token: admin.token },
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id, username: user.user.username, status: 'pending' }),
    ]);
  });
});

describe('wallet settings', () => {
  it('are saved whole by an admin, validated, audited, and change what users are offered', async () => {
    const before = (await post(ctx.app, '/api/admin/wallet/settings', {}, { token: admin.token })).body.data;
    const bad = structuredClone(before);
    bad.channels['USDT-TRC20'].address = ADDRESS.ERC20;
    const refused = await post(ctx.app, '/api/admin/wallet/settings/save', bad, { token: admin.token });
    expect(refused.body).toEqual({
      code: 0,
      msg: 'This address belongs to another network',
      data: { field: 'address' },
    });
    const badChecksum = structuredClone(before);
    badChecksum.channels['ETH-ERC20'].address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAEd';
    const refused2 = await post(ctx.app, '/api/admin/wallet/settings/save', badChecksum, {
      token: admin.token,
    });
    expect(refused2.body.data).toEqual({ field: 'address' });

    const next = structuredClone(before);
    next.channels['BTC-BTC'].enabled = false;
    next.rates.ETH = '2500';
    const saved = await post(ctx.app, '/api/admin/wallet/settings/save', next, { token: admin.token });
    expect(saved.body.code).toBe(1);
    try {
      const user = await buildWallet('0');
      const config = (await post(ctx.app, '/api/wallet/recharge_config', {}, { token: user.token })).body
        .data;
      expect(config.currencies.map((entry: { currency: string }) => entry.currency)).toEqual(['USDT', 'ETH']);
      expect(config.currencies[1].rate).toBe('2500');
      const image = await buildUpload(ctx.database, user.user.id);
      const closed = await post(
        ctx.app,
        '/api/wallet/recharge',
        { currency: 'BTC', network: 'BTC', amount: '0.01', image },
        { token: user.token },
      );
      expect(closed.body).toEqual({
        code: 0,
        msg: 'BTC on BTC is not available now',
        data: { field: 'network' },
      });
      const id = await requestRecharge(ctx, user, { currency: 'ETH', network: 'ERC20', amount: '0.1' });
      expect((await reviewRecharge({ id, approve: true })).body.data.credited).toBe('250');
      const site = (await post(ctx.app, '/api/index/index', {})).body.data;
      expect(site.exchange_rate.ETH).toBe('2500');
      const audit = await rows<{ n: string }>(
        sql`select count(*)::text as n from audit_log where action = 'wallet.settings' and actor_id = ${admin.user.id}`,
      );
      expect(Number(audit[0]!.n)).toBeGreaterThanOrEqual(1);
    } finally {
      await post(ctx.app, '/api/admin/wallet/settings/save', before, { token: admin.token });
    }
  });

  it('refuse a fee percentage that is no decimal, naming it (a JSON number such as 1e-7 answered 500)', async () => {
    const before = (await post(ctx.app, '/api/admin/wallet/settings', {}, { token: admin.token })).body.data;
    for (const fee of [1e-7, 'abc']) {
      const bad = structuredClone(before);
      bad.channels['USDT-TRC20'].fee_percent = fee;
      const { status, body } = await post(ctx.app, '/api/admin/wallet/settings/save', bad, {
        token: admin.token,
      });
      expect({ fee, status, code: body.code, data: body.data }).toEqual({
        fee,
        status: 200,
        code: 0,
        data: { field: 'fee_percent' },
      });
    }
  });

  it('are for admins only', async () => {
    const user = await buildWallet('0');
    const read = await post(ctx.app, '/api/admin/wallet/settings', {}, { token: user.token });
    expect(read.status).toBe(403);
  });
});
