import { loanDetailSchema, loanPage, loanProductsResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { apply, applicationOf, buildApprovedLoan, buildBorrower, review } from './loan-support.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';
import { buildUpload } from './wallet-support.ts';

const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));
const loansOf = async (userId: number) =>
  (
    await rowsOf<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from loans where user_id = ${userId}`,
    )
  )[0]!.n;

describe('POST /api/loan/products', () => {
  it('lists the products of the settings with what the caller’s credit score lets them borrow', async () => {
    const borrower = await buildBorrower(ctx);
    const { body } = await post(ctx.app, '/api/loan/products', {}, { token: borrower.token });
    expect(body.code).toBe(1);
    const data = loanProductsResponse.parse(body.data);
    expect(data).toMatchObject({ score: 100, min_score: 60, open_loan: null, balance: '0' });
    expect(data.products).toEqual([
      expect.objectContaining({ id: 'quick', name: 'Quick loan', min: '100', max: '2000', limit: '2000' }),
      expect.objectContaining({ id: 'business', terms: [30, 60, 90], daily_rate: '0.0005', limit: '20000' }),
    ]);

    const lower = await buildBorrower(ctx, 80);
    const german = await post(ctx.app, '/api/loan/products', {}, { token: lower.token, lang: 'de' });
    expect(german.body.data.score).toBe(80);
    expect(german.body.data.products.map((p: { name: string; limit: string }) => [p.name, p.limit])).toEqual([
      ['Schnellkredit', '1600'],
      ['Geschäftskredit', '16000'],
    ]);
  });

  it('reads the setting the back office saved, and shows the open loan; a visitor gets 401', async () => {
    const borrower = await buildBorrower(ctx);
    const saved = [
      {
        id: 'micro',
        name: { en: 'Micro loan', fr: 'Microcrédit' },
        currency: 'USDT',
        min: '10',
        max: '300',
        terms: [10],
        daily_rate: '0.001',
      },
    ];
    await ctx.database.db.execute(
      sql`insert into site_settings (key, value) values ('loan_products', ${JSON.stringify(saved)}::jsonb)`,
    );
    try {
      const { body } = await post(ctx.app, '/api/loan/products', {}, { token: borrower.token, lang: 'fr' });
      expect(body.data.products).toEqual([
        {
          id: 'micro',
          name: 'Microcrédit',
          currency: 'USDT',
          min: '10',
          max: '300',
          limit: '300',
          terms: [10],
          daily_rate: '0.001',
        },
      ]);
      const applied = await apply(ctx, borrower, { product: 'micro', amount: '300', term: 10 });
      expect(applied.body.data).toMatchObject({
        interest: '3',
        total_due: '303',
        product_name: 'Micro loan',
      });
      const again = await post(ctx.app, '/api/loan/products', {}, { token: borrower.token });
      expect(again.body.data.open_loan).toEqual({ id: applied.body.data.id, status: 'reviewing' });
    } finally {
      await ctx.database.db.execute(sql`delete from site_settings where key = 'loan_products'`);
    }
    const visitor = await post(ctx.app, '/api/loan/products', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 401, msg: 'Please login first' });
  });
});

describe('POST /api/loan/apply', () => {
  it('files the application with simple interest and its schedule; nothing is paid out yet', async () => {
    const borrower = await buildBorrower(ctx);
    const form = await applicationOf(ctx, borrower, { product: 'business', amount: '1000', term: 30 });
    const { body } = await post(ctx.app, '/api/loan/apply', form, { token: borrower.token });
    expect(body).toMatchObject({ code: 1, msg: 'Loan application submitted' });
    const loan = loanDetailSchema.parse(body.data);
    expect(loan).toMatchObject({
      product: 'business',
      product_name: 'Business loan',
      status: 'reviewing',
      principal: '1000',
      daily_rate: '0.0005',
      term_days: 30,
      interest: '15',
      total_due: '1015',
      repaid: '0',
      outstanding: '0',
      purpose: 'Stock for the spring season',
      credit_score: 100,
      documents: [{ id: form.documents[0], url: `/api/index/file/${form.documents[0]}` }],
      next_due: null,
      disbursed_at: null,
    });
    expect(
      loan.instalments.map((i) => [i.seq, i.due_day, i.principal, i.interest, i.amount, i.due_at]),
    ).toEqual([
      [1, 7, '250', '3.75', '253.75', null],
      [2, 14, '250', '3.75', '253.75', null],
      [3, 21, '250', '3.75', '253.75', null],
      [4, 30, '250', '3.75', '253.75', null],
    ]);
    const me = await post(ctx.app, '/api/user/index', {}, { token: borrower.token });
    expect(me.body.data.money).toBe('0');
  });

  it('splits an uneven schedule so the instalments add up to the total exactly', async () => {
    const borrower = await buildBorrower(ctx);
    const { body } = await apply(ctx, borrower, { product: 'business', amount: '1000', term: 90 });
    expect(body.data.instalments).toHaveLength(12);
    expect(body.data.instalments[0].principal).toBe('83.33333333');
    expect(body.data.instalments[11]).toMatchObject({
      due_day: 90,
      principal: '83.33333337',
      amount: '87.08333337',
    });
    const [row] = await rowsOf<{ sum: string; total: string }>(
      ctx.database,
      sql`select sum(i.amount)::text as sum, l.total_due::text as total from loan_instalments i
          join loans l on l.id = i.loan_id where l.id = ${body.data.id} group by l.total_due`,
    );
    expect(row!.sum).toBe(row!.total);
    expect(row!.total).toBe('1045.00000000');
  });

  it('refuses bad input with a message naming the field, and files nothing', async () => {
    const borrower = await buildBorrower(ctx);
    const stranger = await buildUser(ctx.database);
    const cases: [object, string, string][] = [
      [{ product: '' }, 'product', 'Please choose a loan product'],
      [{ product: 'gold' }, 'product', 'This loan product is not offered'],
      [{ amount: 'lots' }, 'amount', 'Please enter an amount such as 12 or 12.50'],
      [{ amount: '100.123' }, 'amount', 'Please enter an amount such as 12 or 12.50'],
      [{ amount: '0' }, 'amount', 'The amount must be more than zero'],
      [{ amount: '50' }, 'amount', 'The amount must be from 100 to 2000 USDT'],
      [{ amount: '2000.01' }, 'amount', 'The amount must be from 100 to 2000 USDT'],
      [{ term: 'week' }, 'term', 'Please choose a term'],
      [{ term: 30 }, 'term', 'This product is offered for these terms (days): 7, 14'],
      [{ purpose: '  ' }, 'purpose', 'Please enter the purpose of the loan'],
      [{ purpose: 'x'.repeat(201) }, 'purpose', 'The purpose is at most 200 characters'],
      [{ documents: [] }, 'documents', 'Please upload at least one document of your own'],
      [{ documents: [1, 2, 3, 4, 5, 6, 7] }, 'documents', 'At most 6 documents can be attached'],
      [{ documents: ['x'] }, 'documents', 'Please upload at least one document of your own'],
      [{ surprise: 1 }, 'surprise', 'Unknown field: surprise'],
    ];
    for (const [overrides, field, msg] of cases) {
      const { body } = await apply(ctx, borrower, overrides);
      expect(body, JSON.stringify(overrides)).toMatchObject({ code: 0, msg, data: { field } });
    }
    const foreign = await buildUpload(ctx.database, stranger.user.id);
    const publicOne = await buildUpload(ctx.database, borrower.user.id, false);
    for (const documents of [[foreign], [publicOne]]) {
      const { body } = await apply(ctx, borrower, { documents });
      expect(body).toMatchObject({ code: 0, data: { field: 'documents' } });
    }
    const french = await post(
      ctx.app,
      '/api/loan/apply',
      await applicationOf(ctx, borrower, { amount: '5' }),
      {
        token: borrower.token,
        lang: 'fr',
      },
    );
    expect(french.body.msg).toBe('Le montant doit être compris entre 100 et 2000 USDT');
    expect(await loansOf(borrower.user.id)).toBe(0);
  });

  it('scales the amount by the credit score and refuses below 60', async () => {
    const fair = await buildBorrower(ctx, 75);
    expect((await apply(ctx, fair, { amount: '1500.01' })).body).toMatchObject({
      msg: 'The amount must be from 100 to 1500 USDT',
      data: { field: 'amount' },
    });
    expect((await apply(ctx, fair, { amount: '1500' })).body).toMatchObject({
      code: 1,
      data: { credit_score: 75 },
    });
    const poor = await buildBorrower(ctx, 59);
    expect((await apply(ctx, poor)).body).toMatchObject({
      code: 0,
      msg: 'Your credit score (59) is too low for this loan',
    });
    expect(await loansOf(poor.user.id)).toBe(0);
  });

  it('allows one open loan at a time: again after a rejection; a visitor gets 401', async () => {
    const borrower = await buildBorrower(ctx);
    const first = await apply(ctx, borrower);
    expect(first.body.code).toBe(1);
    expect((await apply(ctx, borrower)).body).toMatchObject({
      code: 0,
      msg: 'You already have a loan under review or being repaid',
    });
    await review(ctx, ctx.admin, { id: first.body.data.id, approve: false, reason: 'Documents unreadable' });
    expect((await apply(ctx, borrower)).body.code).toBe(1);
    expect(await loansOf(borrower.user.id)).toBe(2);
    const visitor = await post(ctx.app, '/api/loan/apply', await applicationOf(ctx, borrower));
    expect(visitor.status).toBe(401);
  });
});

describe('POST /api/loan/index and /api/loan/detail', () => {
  it('lists the caller’s loans newest first with the next instalment; detail has the schedule', async () => {
    const borrower = await buildBorrower(ctx);
    const rejected = (await apply(ctx, borrower)).body.data.id as number;
    await review(ctx, ctx.admin, { id: rejected, approve: false, reason: 'Incomplete' });
    const approved = await buildApprovedLoan(ctx, ctx.admin, borrower, { term: 14 });
    const { body } = await post(ctx.app, '/api/loan/index', { limit: 10 }, { token: borrower.token });
    const page = loanPage.parse(body.data);
    expect(page).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(page.list.map((loan) => [loan.id, loan.status])).toEqual([
      [approved, 'repaying'],
      [rejected, 'rejected'],
    ]);
    expect(page.list[0]!.next_due).toMatchObject({ seq: 1, amount: '505.6', status: 'pending' });
    expect(page.list[1]).toMatchObject({ reason: 'Incomplete', next_due: null });

    const detail = await post(ctx.app, '/api/loan/detail', { id: approved }, { token: borrower.token });
    const loan = loanDetailSchema.parse(detail.body.data);
    expect(loan).toMatchObject({ status: 'repaying', outstanding: '1011.2', interest: '11.2' });
    const paidOut = Date.parse(loan.disbursed_at!);
    expect(loan.instalments.map((i) => Date.parse(i.due_at!) - paidOut)).toEqual([
      7 * 86_400_000,
      14 * 86_400_000,
    ]);
  });

  it('answers 404 for another user’s loan, names a bad field, and 401 for a visitor', async () => {
    const owner = await buildBorrower(ctx);
    const other = await buildBorrower(ctx);
    const id = (await apply(ctx, owner)).body.data.id as number;
    const foreign = await post(ctx.app, '/api/loan/detail', { id }, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, msg: 'Loan not found' });
    const list = await post(ctx.app, '/api/loan/index', {}, { token: other.token });
    expect(list.body.data).toMatchObject({ list: [], total: 0 });
    expect(
      (await post(ctx.app, '/api/loan/detail', { id: 'one' }, { token: owner.token })).body,
    ).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    expect((await post(ctx.app, '/api/loan/index', { limit: 0 }, { token: owner.token })).body).toMatchObject(
      {
        code: 0,
        data: { field: 'limit' },
      },
    );
    expect((await post(ctx.app, '/api/loan/index', {})).status).toBe(401);
    expect((await post(ctx.app, '/api/loan/detail', { id })).status).toBe(401);
  });
});
