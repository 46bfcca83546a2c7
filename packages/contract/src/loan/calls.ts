import { defineCall } from '../common/call.ts';
import {
  adminLoanDetailSchema,
  adminLoanListRequest,
  adminLoanPage,
  loanApplyRequest,
  loanDetailSchema,
  loanIdRequest,
  loanListRequest,
  loanPage,
  loanProductsResponse,
  loanRepayRequest,
  loanRepayResponse,
  loanReviewRequest,
} from './loans.ts';

const tags = ['loan'];
const user = 'user' as const;

/** A user's loans (spec §2 `/loan`; the spec shows no paths, these follow its style). */
export const loanCalls = {
  products: defineCall({
    method: 'POST',
    path: '/api/loan/products',
    access: user,
    tags,
    summary: 'Loan products with what the caller’s credit score lets them borrow, the score, any open loan',
    response: loanProductsResponse,
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/loan/apply',
    access: user,
    tags,
    summary: 'Apply for a loan (amount, term, purpose, private documents); one open loan at a time',
    request: loanApplyRequest,
    response: loanDetailSchema,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/loan/index',
    access: user,
    tags,
    summary: 'The caller’s loans, newest first',
    request: loanListRequest,
    response: loanPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/loan/detail',
    access: user,
    tags,
    summary: 'One of the caller’s loans with its schedule',
    request: loanIdRequest,
    response: loanDetailSchema,
  }),
  repay: defineCall({
    method: 'POST',
    path: '/api/loan/repay',
    access: user,
    tags,
    summary:
      'Repay the earliest unpaid instalment, or everything, from the balance with the fund password; takes an Idempotency-Key header',
    request: loanRepayRequest,
    response: loanRepayResponse,
    idempotent: true,
  }),
};

const admin = 'admin' as const;
const adminTags = ['admin'];

/** The back office's review of loan applications. */
export const adminLoanCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/admin/loan/list',
    access: admin,
    permission: 'loans',
    tags: adminTags,
    summary: 'Loans by status and user (the reviewing queue oldest first)',
    request: adminLoanListRequest,
    response: adminLoanPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/admin/loan/detail',
    access: admin,
    permission: 'loans',
    tags: adminTags,
    summary: 'One loan with links to its private documents, the schedule and the applicant’s score now',
    request: loanIdRequest,
    response: adminLoanDetailSchema,
  }),
  review: defineCall({
    method: 'POST',
    path: '/api/admin/loan/review',
    access: admin,
    permission: 'loans',
    tags: adminTags,
    summary:
      'Approve (the principal is credited to the balance against loans receivable, the schedule dated) or reject with a reason; once, audited',
    request: loanReviewRequest,
    response: adminLoanDetailSchema,
  }),
};
