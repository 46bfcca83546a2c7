import { randomUUID } from 'node:crypto';
import { loanRepayResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import {
  apply,
  balanceOf,
  buildApprovedLoan,
  buildBorrower,
  expectLoansSettled,
  repay,
} from './loan-support.ts';
import { expectLedgerBalanced, fund, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));
const detailOf = async (token: string, id: number) =>
  (await post(ctx.app, '/api/loan/detail', { id }, { token })).body.data;

afterEach(async () => {
  await expectLedgerBalanced(ctx.database);
  await expectLoansSettled(ctx.database);
});

describe('POST /api/loan/repay', () => {
  it('repays the earliest instalment, then everything: the receivable clears exactly', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { term: 14 });
    expect(await balanceOf(ctx, borrower)).toBe('1000');
    await fund(ctx, ctx.admin, borrower.user.id, '20');

    const first = await repay(ctx, borrower, { id, mode: 'instalment' });
    expect(first.body).toMatchObject({
      code: 1,
      msg: 'Repayment made',
      data: { paid: '505.6', balance: '514.4' },
    });
    const afterFirst = loanRepayResponse.parse(first.body.data).loan;
    expect(afterFirst).toMatchObject({ status: 'repaying', repaid: '505.6', outstanding: '505.6' });
    expect(afterFirst.instalments.map((i) => i.status)).toEqual(['paid', 'pending']);
    expect(afterFirst.next_due).toMatchObject({ seq: 2 });

    const rest = await repay(ctx, borrower, { id, mode: 'all' });
    expect(rest.body.data).toMatchObject({
      paid: '505.6',
      balance: '8.8',
      loan: { status: 'repaid', repaid: '1011.2', outstanding: '0', next_due: null },
    });
    expect(rest.body.data.loan.repaid_at).not.toBeNull();
    const [receivable] = await rowsOf<{ sum: string }>(
      ctx.database,
      sql`select sum(amount)::text as sum from ledger_entries
          where reference = ${`loan:${id}`} and account_type = 'system' and account_id = 6`,
    );
    expect(Number(receivable!.sum)).toBe(0);
    const log = await post(ctx.app, '/api/user/money_log', { limit: 3 }, { token: borrower.token });
    expect(log.body.data.list.map((e: { kind: string; amount: string }) => [e.kind, e.amount])).toEqual([
      ['loan_repayment', '-505.6'],
      ['loan_repayment', '-505.6'],
      ['adjustment', '20'],
    ]);
    expect((await repay(ctx, borrower, { id, mode: 'all' })).body).toMatchObject({
      code: 0,
      msg: 'This loan is already repaid',
    });
  });

  it('replays a retry with the same key and charges once', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { term: 14 });
    const key = randomUUID();
    const once = await repay(ctx, borrower, { id, mode: 'instalment' }, key);
    const twice = await repay(ctx, borrower, { id, mode: 'instalment' }, key);
    expect(twice.body.data).toEqual(once.body.data);
    expect(await balanceOf(ctx, borrower)).toBe('494.4');
    const reused = await repay(ctx, borrower, { id, mode: 'all' }, key);
    expect(reused.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
  });

  it('refuses without changing anything: wrong fund password, too little balance, bad input', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { amount: '500' });
    const wrong = await repay(ctx, borrower, { id, mode: 'all', fund_password: 'not-it' });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'fund_password' } });
    // 500 paid out, 502.8 due: the interest is not there yet
    const short = await repay(ctx, borrower, { id, mode: 'all' });
    expect(short.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    const cases: [object, string, string][] = [
      [{ mode: 'half' }, 'mode', 'Please choose to repay the next instalment or everything'],
      [{ mode: 'all', fund_password: '' }, 'fund_password', 'Please enter the fund password'],
      [{ id: 'x', mode: 'all' }, 'id', 'Invalid id'],
    ];
    for (const [body, field, msg] of cases) {
      const answer = await repay(ctx, borrower, { id, ...body } as never);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 0, msg, data: { field } });
    }
    const keyless = await post(
      ctx.app,
      '/api/loan/repay',
      { id, mode: 'all', fund_password: 'x' },
      { token: borrower.token },
    );
    expect(keyless.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(await balanceOf(ctx, borrower)).toBe('500');
    expect(await detailOf(borrower.token, id)).toMatchObject({
      status: 'repaying',
      repaid: '0',
      outstanding: '502.8',
    });
  });

  it('answers 404 for another user’s loan, refuses a loan under review, and 401 for a visitor', async () => {
    const owner = await buildBorrower(ctx);
    const other = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, owner);
    await fund(ctx, ctx.admin, other.user.id, '2000');
    const foreign = await repay(ctx, other, { id, mode: 'all' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, msg: 'Loan not found' });
    expect(await balanceOf(ctx, other)).toBe('2000');
    const waiting = (await apply(ctx, other)).body.data.id as number;
    expect((await repay(ctx, other, { id: waiting, mode: 'all' })).body).toMatchObject({
      code: 0,
      msg: 'This loan is not being repaid',
    });
    const visitor = await post(
      ctx.app,
      '/api/loan/repay',
      { id, mode: 'all', fund_password: 'x' },
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(visitor.status).toBe(401);
  });
});
