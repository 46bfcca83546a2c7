import {
  creditLimit,
  type Loan,
  type LoanDetail,
  type LoanProducts,
  type LoanProductSetting,
  type loanApplyRequest,
  MIN_LOAN_SCORE,
  type Paged,
  quoteLoan,
} from '@market/contract';
import { compare } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { getBalance } from '../ledger/index.ts';
import { ownsPrivateUpload } from '../upload/index.ts';
import { findUserById } from '../user/index.ts';
import { presentLoan, presentLoanDetail } from './present.ts';
import { loadLoanProducts, presentProduct } from './products.ts';
import * as queries from './queries.ts';

type ApplyBody = z.output<typeof loanApplyRequest>;

async function scoreOf(db: Db, userId: number): Promise<number> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('msg.user_not_found');
  return user.score;
}

/** `POST /api/loan/products`: what the caller may borrow, their score, balance and open loan. */
export async function loanProducts(db: Db, userId: number, lang: string): Promise<LoanProducts> {
  const [products, score, open, balance] = await Promise.all([
    loadLoanProducts(db),
    scoreOf(db, userId),
    queries.findOpenLoan(db, userId),
    getBalance(db, userId),
  ]);
  return {
    score,
    min_score: MIN_LOAN_SCORE,
    products: products.map((product) => presentProduct(product, score, lang)),
    open_loan: open ? { id: open.id, status: open.status } : null,
    balance: formatMoney(balance),
  };
}

/** The product, term and amount of an application, each refused naming its field. */
function checkTerms(products: LoanProductSetting[], body: ApplyBody, score: number): LoanProductSetting {
  const product = products.find((one) => one.id === body.product);
  if (!product) throw fail('msg.loan_product_unknown', { field: 'product' });
  if (!product.terms.includes(body.term))
    throw fail('msg.loan_term_unavailable', { params: { terms: product.terms.join(', ') }, field: 'term' });
  const limit = creditLimit(product.max, score);
  if (score < MIN_LOAN_SCORE || compare(limit, product.min) < 0)
    throw fail('msg.loan_score_too_low', { params: { score, min: MIN_LOAN_SCORE }, field: 'amount' });
  if (compare(body.amount, product.min) < 0 || compare(body.amount, limit) > 0) {
    throw fail('msg.loan_amount_range', {
      params: { min: product.min, max: limit, currency: product.currency },
      field: 'amount',
    });
  }
  return product;
}

/**
 * `POST /api/loan/apply`: files an application for review. The amounts and the schedule are fixed
 * now (simple interest on the product's daily rate); the documents must be the caller's own private
 * uploads; one open loan per user (the unique index settles two applications at once).
 */
export async function applyForLoan(
  db: Db,
  userId: number,
  lang: string,
  body: ApplyBody,
): Promise<LoanDetail> {
  const [products, score] = await Promise.all([loadLoanProducts(db), scoreOf(db, userId)]);
  const product = checkTerms(products, body, score);
  const documents = [...new Set(body.documents)];
  for (const document of documents) {
    if (!(await ownsPrivateUpload(db, userId, document)))
      throw fail('validation.upload_loan_documents', { field: 'documents' });
  }
  if (await queries.findOpenLoan(db, userId)) throw fail('msg.loan_open_exists');
  const quote = quoteLoan(body.amount, product.daily_rate, body.term);
  try {
    return await db.transaction(async (tx) => {
      const row = await queries.insertLoan(
        tx,
        {
          userId,
          productId: product.id,
          productName: product.name,
          principal: quote.principal,
          dailyRate: product.daily_rate,
          termDays: body.term,
          interest: quote.interest,
          totalDue: quote.total_due,
          purpose: body.purpose,
          documents,
          creditScore: score,
        },
        quote.instalments,
      );
      const schedule = await queries.instalmentsOf(tx, [row.id]);
      return presentLoanDetail(row, schedule.get(row.id)!, lang);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'loans_open_key') throw fail('msg.loan_open_exists');
    throw error;
  }
}

export async function listLoans(
  db: Db,
  userId: number,
  lang: string,
  params: PageParams,
): Promise<Paged<Loan>> {
  const { rows, total } = await queries.listUserLoans(db, userId, {
    limit: params.limit,
    offset: offsetOf(params),
  });
  const schedules = await queries.instalmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return toPage(rows, (row) => presentLoan(row, schedules.get(row.id)!, lang), total, params);
}

/** One of the caller's loans; another user's id is not found. */
export async function loanDetail(db: Db, userId: number, lang: string, id: number): Promise<LoanDetail> {
  const row = await queries.findUserLoan(db, userId, id);
  if (!row) throw notFound('msg.loan_not_found');
  const schedules = await queries.instalmentsOf(db, [row.id]);
  return presentLoanDetail(row, schedules.get(row.id)!, lang);
}
