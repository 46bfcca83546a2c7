import type { LoanRepayResponse, loanRepayRequest } from '@market/contract';
import { add, compare, subtract } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { post, runIdempotent, SystemAccount } from '../ledger/index.ts';
import { checkFundPassword, type FundPasswordMemo } from '../user/index.ts';
import { presentLoanDetail } from './present.ts';
import * as queries from './queries.ts';
import type { LoanStatus } from './schema.ts';

type RepayBody = z.output<typeof loanRepayRequest>;

export interface RepayDeps {
  db: Db;
  throttle: Throttle;
  fundMemo: FundPasswordMemo;
}

/** Where a loan stands after a repayment: repaid at zero, else overdue while a late instalment is left. */
function statusAfter(outstanding: string, left: queries.InstalmentRow[]): LoanStatus {
  if (compare(outstanding, '0') === 0) return 'repaid';
  return left.some((instalment) => instalment.status === 'overdue') ? 'overdue' : 'repaying';
}

/**
 * `POST /api/loan/repay`: pays the earliest unpaid instalment whole, or every one left, from the
 * balance. Fund password first (throttled), then once per idempotency key under the loan's row
 * lock: two repayments at once are served one after the other, so the second finds what the first
 * left (nothing, for the last instalment). The balance leg is conditional, so it never goes
 * negative; the receivable leg brings the loan's share of `loans_receivable` exactly to zero with
 * the last instalment, as `outstanding` goes to zero on the row.
 */
export async function repayLoan(
  deps: RepayDeps,
  userId: number,
  lang: string,
  key: string,
  body: RepayBody,
): Promise<LoanRepayResponse> {
  await checkFundPassword(deps, userId, body.fund_password);
  const { fund_password: _secret, ...fingerprinted } = body;
  return runIdempotent(deps.db, { userId, scope: 'loan.repay', key, body: fingerprinted }, async (tx) => {
    const loan = await queries.lockLoan(tx, body.id, userId);
    if (!loan) throw notFound('msg.loan_not_found');
    if (loan.status === 'repaid') throw fail('msg.loan_already_repaid');
    if (loan.status !== 'repaying' && loan.status !== 'overdue') throw fail('msg.loan_not_repayable');
    const schedule = (await queries.instalmentsOf(tx, [loan.id])).get(loan.id)!;
    const unpaid = schedule.filter((instalment) => instalment.status !== 'paid');
    const paying = body.mode === 'all' ? unpaid : unpaid.slice(0, 1);
    if (paying.length === 0) throw fail('msg.loan_already_repaid');
    const amount = paying.reduce((total, instalment) => add(total, instalment.amount), '0');
    const legs = await post(tx, {
      kind: 'loan_repayment',
      reference: `loan:${loan.id}`,
      memo: paying.map((instalment) => `#${instalment.seq}`).join(' '),
      legs: [
        { type: 'user', id: userId, amount: subtract('0', amount) },
        { type: 'system', id: SystemAccount.loansReceivable.id, amount },
      ],
    });
    const now = new Date();
    await queries.markInstalmentsPaid(
      tx,
      paying.map((instalment) => instalment.id),
      now,
    );
    const outstanding = subtract(loan.outstanding, amount);
    const status = statusAfter(outstanding, unpaid.slice(paying.length));
    const updated = await queries.updateLoan(tx, loan.id, {
      repaid: add(loan.repaid, amount),
      outstanding,
      status,
      repaidAt: status === 'repaid' ? now : null,
    });
    const after = (await queries.instalmentsOf(tx, [loan.id])).get(loan.id)!;
    return {
      loan: presentLoanDetail(updated, after, lang),
      paid: formatMoney(amount),
      balance: formatMoney(legs.find((leg) => leg.type === 'user')!.balanceAfter),
    };
  });
}
