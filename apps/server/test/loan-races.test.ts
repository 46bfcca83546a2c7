import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import {
  apply,
  applicationOf,
  balanceOf,
  buildApprovedLoan,
  buildBorrower,
  expectLoansSettled,
  repay,
  review,
} from './loan-support.ts';
import { expectLedgerBalanced, fund, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

// On PostgreSQL (the API pass of npm test) these calls really run at once on a pool of
// connections; on PGlite they interleave on one. The loans' books must hold either way.
const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin' }),
  secondAdmin: await buildUser(database, { role: 'admin' }),
}));
const codes = (answers: { status: number; body: { code: number } }[]) => {
  expect(answers.every((answer) => answer.status < 500)).toBe(true);
  return answers.map((answer) => answer.body.code).sort();
};
const receivableOf = async (id: number) =>
  (
    await rowsOf<{ sum: string }>(
      ctx.database,
      sql`select coalesce(sum(amount), 0)::text as sum from ledger_entries
          where reference = ${`loan:${id}`} and account_type = 'system' and account_id = 6`,
    )
  )[0]!.sum;

afterEach(async () => {
  await expectLedgerBalanced(ctx.database);
  await expectLoansSettled(ctx.database);
});

describe('loans under concurrent calls', () => {
  it('two repayments race for the last instalment: exactly one pays, the receivable clears exactly', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower);
    await fund(ctx, ctx.admin, borrower.user.id, '100');
    const answers = await Promise.all([
      repay(ctx, borrower, { id, mode: 'instalment' }),
      repay(ctx, borrower, { id, mode: 'all' }),
    ]);
    expect(codes(answers)).toEqual([0, 1]);
    expect(answers.find((answer) => answer.body.code === 0)!.body.msg).toBe('This loan is already repaid');
    expect(await balanceOf(ctx, borrower)).toBe('94.4');
    expect(Number(await receivableOf(id))).toBe(0);
  });

  it('six instalment repayments at once on a loan of four: four pay, each instalment once', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { product: 'business', term: 30 });
    await fund(ctx, ctx.admin, borrower.user.id, '15');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => repay(ctx, borrower, { id, mode: 'instalment' })),
    );
    expect(codes(answers)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(answers.filter((answer) => answer.body.code === 1).map((a) => a.body.data.paid)).toEqual(
      Array(4).fill('253.75'),
    );
    expect(await balanceOf(ctx, borrower)).toBe('0');
    const detail = await post(ctx.app, '/api/loan/detail', { id }, { token: borrower.token });
    expect(detail.body.data).toMatchObject({ status: 'repaid', repaid: '1015', outstanding: '0' });
  });

  it('repayments against a balance that covers one instalment: one pays, nothing goes negative', async () => {
    const borrower = await buildBorrower(ctx);
    const id = await buildApprovedLoan(ctx, ctx.admin, borrower, { term: 14 });
    // 1000 paid out; 600 withdrawn by support leaves 400, less than one instalment of 505.6
    await fund(ctx, ctx.admin, borrower.user.id, '-600');
    await fund(ctx, ctx.admin, borrower.user.id, '110');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => repay(ctx, borrower, { id, mode: 'instalment' })),
    );
    expect(codes(answers)).toEqual([0, 0, 1]);
    expect(await balanceOf(ctx, borrower)).toBe('4.4');
  });

  it('two admins approve at once, and an approval races a rejection: paid out once', async () => {
    const borrower = await buildBorrower(ctx);
    const id = (await apply(ctx, borrower)).body.data.id as number;
    const approvals = await Promise.all([
      review(ctx, ctx.admin, { id, approve: true }),
      review(ctx, ctx.secondAdmin, { id, approve: true }),
    ]);
    expect(codes(approvals)).toEqual([0, 1]);
    expect(await balanceOf(ctx, borrower)).toBe('1000');

    const other = await buildBorrower(ctx);
    const contested = (await apply(ctx, other)).body.data.id as number;
    const decisions = await Promise.all([
      review(ctx, ctx.admin, { id: contested, approve: true }),
      review(ctx, ctx.secondAdmin, { id: contested, approve: false, reason: 'No' }),
    ]);
    expect(codes(decisions)).toEqual([0, 1]);
    const approved = decisions[0]!.body.code === 1;
    expect(await balanceOf(ctx, other)).toBe(approved ? '1000' : '0');
  });

  it('two applications at once by one user: one is filed', async () => {
    const borrower = await buildBorrower(ctx);
    const forms = [await applicationOf(ctx, borrower), await applicationOf(ctx, borrower, { amount: '200' })];
    const answers = await Promise.all(
      forms.map((form) => post(ctx.app, '/api/loan/apply', form, { token: borrower.token })),
    );
    expect(codes(answers)).toEqual([0, 1]);
    expect(answers.find((answer) => answer.body.code === 0)!.body.msg).toBe(
      'You already have a loan under review or being repaid',
    );
    const [row] = await rowsOf<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from loans where user_id = ${borrower.user.id}`,
    );
    expect(row!.n).toBe(1);
  });
});
