import { adminLoanDetailSchema, adminLoanPage } from '@market/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { apply, balanceOf, buildBorrower, expectLoansSettled, review } from './loan-support.ts';
import { expectLedgerBalanced, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin' }),
  secondAdmin: await buildUser(database, { role: 'admin' }),
}));
const adminPost = (path: string, body: object) => post(ctx.app, path, body, { token: ctx.admin.token });
const auditOf = (id: number) =>
  rowsOf<{ action: string; actor_id: number }>(
    ctx.database,
    sql`select action, actor_id::int as actor_id from audit_log where subject = ${`loan:${id}`} order by id`,
  );
const messagesOf = (userId: number) =>
  rowsOf<{ kind: string; params: Record<string, string> }>(
    ctx.database,
    sql`select kind, params from site_messages where user_id = ${userId} order by id`,
  );
const entriesOf = (id: number) =>
  rowsOf<{ kind: string; account: string; amount: string }>(
    ctx.database,
    sql`select kind, account_type || ':' || account_id as account, amount::float8::text as amount
        from ledger_entries where reference = ${`loan:${id}`} order by id`,
  );

afterEach(async () => {
  await expectLedgerBalanced(ctx.database);
  await expectLoansSettled(ctx.database);
});

describe('POST /api/admin/loan/list and detail', () => {
  it('lists the reviewing queue oldest first, by user; detail has the documents and the score now', async () => {
    const first = await buildBorrower(ctx);
    const second = await buildBorrower(ctx, 90);
    const a = (await apply(ctx, first)).body.data;
    const b = (await apply(ctx, second, { amount: '800' })).body.data;
    const { body } = await adminPost('/api/admin/loan/list', { status: 'reviewing', limit: 50 });
    const page = adminLoanPage.parse(body.data);
    const ids = page.list.map((loan) => loan.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.list.every((loan) => loan.status === 'reviewing')).toBe(true);
    const mine = await adminPost('/api/admin/loan/list', { user_id: second.user.id });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        id: b.id,
        user_id: second.user.id,
        username: second.user.username,
        principal: '800',
      }),
    ]);

    await ctx.database.db.execute(sql`update users set score = 70 where id = ${second.user.id}`);
    const detail = await adminPost('/api/admin/loan/detail', { id: b.id });
    expect(adminLoanDetailSchema.parse(detail.body.data)).toMatchObject({
      id: b.id,
      email: second.user.email,
      credit_score: 90,
      score: 70,
      purpose: 'Stock for the spring season',
      documents: [{ id: b.documents[0].id, url: `/api/index/file/${b.documents[0].id}` }],
    });
  });

  it('names a bad field, answers 404 for no such loan, 403 for a buyer and 401 for a visitor', async () => {
    expect((await adminPost('/api/admin/loan/list', { status: 'late' })).body).toMatchObject({
      code: 0,
      data: { field: 'status' },
    });
    const missing = await adminPost('/api/admin/loan/detail', { id: 987654 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('Loan not found');
    expect((await adminPost('/api/admin/loan/review', { id: 987654, approve: true })).status).toBe(404);
    const buyer = await buildUser(ctx.database);
    for (const path of ['/api/admin/loan/list', '/api/admin/loan/detail', '/api/admin/loan/review']) {
      expect((await post(ctx.app, path, { id: 1, approve: true }, { token: buyer.token })).status).toBe(403);
      expect((await post(ctx.app, path, { id: 1, approve: true })).status).toBe(401);
    }
  });
});

describe('POST /api/admin/loan/review', () => {
  it('approves: pays the principal out against loans receivable, dates the schedule, audits, tells the borrower', async () => {
    const borrower = await buildBorrower(ctx);
    const id = (await apply(ctx, borrower, { term: 14 })).body.data.id as number;
    const { body } = await review(ctx, ctx.admin, { id, approve: true });
    expect(body).toMatchObject({
      code: 1,
      msg: 'Loan application reviewed',
      data: { status: 'repaying', outstanding: '1011.2', next_due: { seq: 1, amount: '505.6' } },
    });
    expect(body.data.instalments.every((i: { due_at: string | null }) => i.due_at !== null)).toBe(true);
    expect(await balanceOf(ctx, borrower)).toBe('1000');
    expect(await entriesOf(id)).toEqual([
      { kind: 'loan_disbursement', account: `user:${borrower.user.id}`, amount: '1000' },
      { kind: 'loan_disbursement', account: 'system:6', amount: '-1011.2' },
      { kind: 'loan_disbursement', account: 'system:7', amount: '11.2' },
    ]);
    expect(await auditOf(id)).toEqual([{ action: 'loan.approve', actor_id: ctx.admin.user.id }]);
    expect(await messagesOf(borrower.user.id)).toEqual([
      { kind: 'loan_approved', params: { amount: '1000', currency: 'USDT' } },
    ]);
    const message = await post(ctx.app, '/api/message/index', {}, { token: borrower.token });
    expect(message.body.data.list[0]).toMatchObject({
      title: 'Loan approved',
      summary: 'Your loan of 1000 USDT has been approved and credited to your balance.',
    });

    for (const decision of [{ approve: true }, { approve: false, reason: 'second thoughts' }]) {
      const again = await review(ctx, ctx.secondAdmin, { id, ...decision });
      expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been approved' });
    }
    expect(await balanceOf(ctx, borrower)).toBe('1000');
    expect(await entriesOf(id)).toHaveLength(3);
  });

  it('rejects with a reason (required), moves no money, and refuses a later approval', async () => {
    const borrower = await buildBorrower(ctx);
    const id = (await apply(ctx, borrower)).body.data.id as number;
    const reasonless = await review(ctx, ctx.admin, { id, approve: false });
    expect(reasonless.body).toMatchObject({
      code: 0,
      msg: 'Please enter a reason',
      data: { field: 'reason' },
    });
    const undecided = await review(ctx, ctx.admin, { id });
    expect(undecided.body).toMatchObject({ code: 0, data: { field: 'approve' } });
    const { body } = await review(ctx, ctx.admin, { id, approve: false, reason: 'Income not shown' });
    expect(body.data).toMatchObject({ status: 'rejected', reason: 'Income not shown', outstanding: '0' });
    expect(await entriesOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([{ action: 'loan.reject', actor_id: ctx.admin.user.id }]);
    expect(await messagesOf(borrower.user.id)).toEqual([
      { kind: 'loan_rejected', params: { reason: 'Income not shown' } },
    ]);
    const late = await review(ctx, ctx.secondAdmin, { id, approve: true });
    expect(late.body).toMatchObject({ code: 0, msg: 'This request has already been rejected' });
    expect(await balanceOf(ctx, borrower)).toBe('0');
    const mine = await post(ctx.app, '/api/loan/detail', { id }, { token: borrower.token });
    expect(mine.body.data).toMatchObject({ status: 'rejected', reason: 'Income not shown' });
  });
});
