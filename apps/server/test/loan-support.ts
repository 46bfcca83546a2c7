import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { FUND_PASSWORD, rowsOf, setFundPassword } from './order-support.ts';
import { buildUpload } from './wallet-support.ts';

// Builders and checks of the loan tests (loans.test.ts, loan-review.test.ts, loan-races.test.ts).

/** A user with a fund password and a credit score (100, a new user's, unless given). */
export async function buildBorrower(ctx: TestContext, score = 100): Promise<TestUser> {
  const borrower = await buildUser(ctx.database);
  await setFundPassword(ctx.database, borrower.user.id);
  if (score !== 100) await ctx.database.db.update(users).set({ score }).where(eq(users.id, borrower.user.id));
  return borrower;
}

/** A complete application of `borrower`: the quick product's 7 days, 1000 USDT, one private document. */
export async function applicationOf(ctx: TestContext, borrower: TestUser, overrides: object = {}) {
  return {
    product: 'quick',
    amount: '1000',
    term: 7,
    purpose: 'Stock for the spring season',
    documents: [await buildUpload(ctx.database, borrower.user.id)],
    ...overrides,
  };
}

export const apply = async (ctx: TestContext, borrower: TestUser, overrides: object = {}) =>
  post(ctx.app, '/api/loan/apply', await applicationOf(ctx, borrower, overrides), { token: borrower.token });

export const review = (ctx: TestContext, admin: TestUser, body: object) =>
  post(ctx.app, '/api/admin/loan/review', body, { token: admin.token });

/** Applies and has `admin` approve; answers the loan's id. */
export async function buildApprovedLoan(
  ctx: TestContext,
  admin: TestUser,
  borrower: TestUser,
  overrides: object = {},
): Promise<number> {
  const applied = await apply(ctx, borrower, overrides);
  if (applied.body.code !== 1) throw new Error(`application failed: ${applied.body.msg}`);
  const approved = await review(ctx, admin, { id: applied.body.data.id, approve: true });
  if (approved.body.code !== 1) throw new Error(`approval failed: ${approved.body.msg}`);
  return applied.body.data.id as number;
}

export const repay = (
  ctx: TestContext,
  borrower: TestUser,
  body: { id: number; mode: 'instalment' | 'all'; fund_password?: string },
  key = randomUUID(),
) =>
  post(
    ctx.app,
    '/api/loan/repay',
    { fund_password: FUND_PASSWORD, ...body },
    { token: borrower.token, headers: { 'idempotency-key': key } },
  );

export const balanceOf = async (ctx: TestContext, user: TestUser): Promise<string> =>
  (await post(ctx.app, '/api/user/index', {}, { token: user.token })).body.data.money;

/**
 * Every loan's books agree: paid out once at most (exactly once when approved), its share of
 * loans_receivable is minus what is outstanding, what was repaid is what its paid instalments and
 * its repayment entries add up to, and its instalments add up to its total due.
 */
export async function expectLoansSettled(database: Database): Promise<void> {
  const broken = await rowsOf<{ id: string; why: string }>(
    database,
    sql`
    with books as (
      select l.id, l.status, l.repaid, l.outstanding, l.total_due,
        (select count(*) from ledger_entries e where e.reference = 'loan:' || l.id
          and e.kind = 'loan_disbursement' and e.account_type = 'user') as payouts,
        (select coalesce(sum(amount), 0) from ledger_entries e where e.reference = 'loan:' || l.id
          and e.account_type = 'system' and e.account_id = 6) as receivable,
        (select coalesce(-sum(amount), 0) from ledger_entries e where e.reference = 'loan:' || l.id
          and e.kind = 'loan_repayment' and e.account_type = 'user') as repayments,
        (select coalesce(sum(amount), 0) from loan_instalments i where i.loan_id = l.id and i.status = 'paid') as paid,
        (select coalesce(sum(amount), 0) from loan_instalments i where i.loan_id = l.id) as scheduled
      from loans l)
    select id::text, 'payouts' as why from books
      where payouts <> case when status in ('reviewing', 'rejected') then 0 else 1 end
    union all select id::text, 'receivable' from books where receivable <> -outstanding
    union all select id::text, 'repaid' from books where repaid <> repayments or repaid <> paid
    union all select id::text, 'schedule' from books where scheduled <> total_due`,
  );
  expect(broken).toEqual([]);
}
