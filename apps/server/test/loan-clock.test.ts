import { describe, expect, it } from 'vitest';
import { runLoanClock } from '../src/modules/loan/index.ts';
import { buildUser, post } from './helper.ts';
import { apply, buildApprovedLoan, buildBorrower, expectLoansSettled, repay } from './loan-support.ts';
import { expectLedgerBalanced, fund } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

// The clock marks every loan of the database, so these tests have a database of their own.
const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));
const detailOf = async (token: string, id: number) =>
  (await post(ctx.app, '/api/loan/detail', { id }, { token })).body.data;
const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('the loan clock', () => {
  it('marks an unpaid instalment past due overdue, once; repaying it puts the loan back to repaying', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { term: 14 });
    const waiting = await buildBorrower(ctx);
    await apply(ctx, waiting);
    const tick = (days: number) => runLoanClock(ctx.database.db, { now: daysOn(days) });
    expect(await tick(1)).toEqual({ instalments: 0, loans: 0 });
    expect(await tick(8)).toEqual({ instalments: 1, loans: 1 });
    expect(await tick(8)).toEqual({ instalments: 0, loans: 0 });
    const late = await detailOf(borrower.token, id);
    expect(late.status).toBe('overdue');
    expect(late.instalments.map((i: { status: string }) => i.status)).toEqual(['overdue', 'pending']);
    expect(late.next_due).toMatchObject({ seq: 1, status: 'overdue' });

    const paid = await repay(ctx, borrower, { id, mode: 'instalment' });
    expect(paid.body.data.loan).toMatchObject({ status: 'repaying', outstanding: '505.6' });
    expect(paid.body.data.loan.instalments.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'pending',
    ]);
    // the second instalment falls late too; its loan is overdue again, with no fee added
    expect(await tick(15)).toEqual({ instalments: 1, loans: 1 });
    expect(await detailOf(borrower.token, id)).toMatchObject({ status: 'overdue', outstanding: '505.6' });
    await fund(ctx, ctx.admin, borrower.user.id, '20');
    expect((await repay(ctx, borrower, { id, mode: 'all' })).body.data.loan).toMatchObject({
      status: 'repaid',
      outstanding: '0',
    });
    // a loan under review, and a repaid one, are left alone however late it is
    expect(await tick(400)).toEqual({ instalments: 0, loans: 0 });
    expect((await detailOf(borrower.token, id)).status).toBe('repaid');
    await expectLedgerBalanced(ctx.database);
    await expectLoansSettled(ctx.database);
  });
});
