import { randomUUID } from 'node:crypto';
import { withdrawalPage, withdrawResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { expectLedgerBalanced, FUND_PASSWORD, setFundPassword } from './order-support.ts';
import { ADDRESS, useWalletTests } from './wallet-support.ts';

const { ctx, buildWallet, rows, balanceOf, withdraw, settings, saveSettings } = useWalletTests();

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
    const before = await settings();
    const next = structuredClone(before);
    next.channels['USDT-TRC20'].fee_fixed = '20';
    expect((await saveSettings(next)).body.code).toBe(1);
    try {
      const { body } = await withdraw(user, { amount: '19.98' });
      expect(body).toEqual({
        code: 0,
        msg: 'The amount must be more than the handling fee of 20.019980 USDT',
        data: { field: 'amount' },
      });
    } finally {
      await saveSettings(before);
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
