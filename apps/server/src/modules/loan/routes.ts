import { adminLoanCalls, loanCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { repayLoan } from './repay-service.ts';
import * as review from './review-service.ts';
import * as loans from './service.ts';

/** A user's loans (products, application, schedule, repayment) and their review in the back office. */
export function loanRoutes(ctx: AppContext) {
  const { db } = ctx;
  const deps = { db, throttle: ctx.throttle, fundMemo: ctx.fundMemo };
  return [
    route(loanCalls.products, ({ user, request }) => loans.loanProducts(db, user.id, request.lang)),
    route(
      loanCalls.apply,
      ({ user, request, input }) => loans.applyForLoan(db, user.id, request.lang, input),
      {
        message: 'msg.loan_applied',
      },
    ),
    route(loanCalls.list, ({ user, request, input }) => loans.listLoans(db, user.id, request.lang, input)),
    route(loanCalls.detail, ({ user, request, input }) =>
      loans.loanDetail(db, user.id, request.lang, input.id),
    ),
    route(
      loanCalls.repay,
      ({ user, request, input, idempotencyKey }) =>
        repayLoan(deps, user.id, request.lang, idempotencyKey, input),
      { message: 'msg.loan_repayment_made' },
    ),

    route(adminLoanCalls.list, ({ request, input }) => review.adminListLoans(db, request.lang, input)),
    route(adminLoanCalls.detail, ({ request, input }) => review.adminLoanDetail(db, input.id, request.lang)),
    route(
      adminLoanCalls.review,
      ({ user, request, input }) => review.reviewLoan(db, user.id, request.lang, input),
      {
        message: 'msg.loan_reviewed',
      },
    ),
  ];
}
