import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { txHash, useWalletTests } from './wallet-support.ts';

const { ctx, buildWallet, rows, balanceOf, withdraw, reviewWithdrawal } = useWalletTests();

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
      { token: ctx.admin.token },
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id, username: user.user.username, status: 'pending' }),
    ]);
  });
});
