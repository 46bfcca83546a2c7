import { z } from 'zod';
import { id, money, requiredString, wholeNumber } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { MAX_LOAN_DOCUMENTS } from './schedule.ts';

// Loans (decision 036): the products of the site settings, a user's application, its review by an
// admin, the schedule and its repayment from the balance.

export const LOAN_STATUSES = ['reviewing', 'rejected', 'repaying', 'overdue', 'repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const INSTALMENT_STATUSES = ['pending', 'overdue', 'paid'] as const;
export const REPAY_MODES = ['instalment', 'all'] as const;
export type RepayMode = (typeof REPAY_MODES)[number];

/** A loan product as the site setting `loan_products` holds it (the back office edits the list). */
export const loanProductSetting = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    /** Per language code; English is the fallback. */
    name: z.record(z.string(), z.string()).refine((names) => Boolean(names.en)),
    currency: z.literal('USDT'),
    min: money,
    max: money,
    /** The terms offered, in days. */
    terms: z.array(z.number().int().min(1).max(3650)).min(1),
    daily_rate: money,
  })
  .strict();
export type LoanProductSetting = z.infer<typeof loanProductSetting>;
export const loanProductSettings = z.array(loanProductSetting);

/** A product as a user sees it: `limit` is what their credit score lets them borrow of it. */
export const loanProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.literal('USDT'),
  min: money,
  max: money,
  limit: money,
  terms: z.array(z.number().int()),
  daily_rate: money,
});
export type LoanProduct = z.infer<typeof loanProductSchema>;

/** `POST /api/loan/products`: what may be borrowed, the caller's score, and their open loan if any. */
export const loanProductsResponse = z.object({
  score: z.number().int(),
  min_score: z.number().int(),
  products: z.array(loanProductSchema),
  /** A user has one open loan at a time: while this is set, applying is refused. */
  open_loan: z.object({ id: z.number().int(), status: z.enum(LOAN_STATUSES) }).nullable(),
  balance: money,
});
export type LoanProducts = z.infer<typeof loanProductsResponse>;

/** A loan amount typed by a person: a positive decimal of at most 2 places. */
const loanAmount = z
  .union([z.string(), z.number()], { error: 'enter_amount' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'enter_amount' })
      .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'amount_format' })
      .refine((value) => !/^0+(\.0+)?$/.test(value), { error: 'amount_positive' }),
  );

const privateDocument = wholeNumber(
  z
    .number({ error: 'upload_loan_documents' })
    .int({ error: 'upload_loan_documents' })
    .positive({ error: 'upload_loan_documents' }),
);

/** `POST /api/loan/apply {product, amount, term, purpose, documents}`: documents are private uploads. */
export const loanApplyRequest = z
  .object({
    product: requiredString('choose_loan_product').max(32, { error: 'choose_loan_product' }),
    amount: loanAmount,
    term: wholeNumber(
      z
        .number({ error: 'choose_loan_term' })
        .int({ error: 'choose_loan_term' })
        .positive({ error: 'choose_loan_term' }),
    ),
    purpose: requiredString('enter_loan_purpose').max(200, { error: 'loan_purpose_length' }),
    documents: z
      .array(privateDocument, { error: 'upload_loan_documents' })
      .min(1, { error: 'upload_loan_documents' })
      .max(MAX_LOAN_DOCUMENTS, { error: 'too_many_loan_documents' }),
  })
  .strict();
export type LoanApplyRequest = z.input<typeof loanApplyRequest>;

export const instalmentSchema = z.object({
  seq: z.number().int(),
  /** Days after the payout; `due_at` is set when the loan is approved. */
  due_day: z.number().int(),
  due_at: z.string().nullable(),
  principal: money,
  interest: money,
  amount: money,
  status: z.enum(INSTALMENT_STATUSES),
  paid_at: z.string().nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** A loan in a list. */
export const loanSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  product_name: z.string(),
  currency: z.literal('USDT'),
  principal: money,
  daily_rate: money,
  term_days: z.number().int(),
  interest: money,
  total_due: money,
  repaid: money,
  /** What is still owed (0 before the payout and once repaid). */
  outstanding: money,
  status: z.enum(LOAN_STATUSES),
  /** The reviewer's reason of a rejection; '' otherwise. */
  reason: z.string(),
  /** The earliest unpaid instalment of a loan being repaid. */
  next_due: instalmentSchema.nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  disbursed_at: z.string().nullable(),
  repaid_at: z.string().nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

/** One loan whole: its purpose, documents (private file URLs), the score it was applied with, the schedule. */
export const loanDetailSchema = loanSchema.extend({
  purpose: z.string(),
  credit_score: z.number().int(),
  documents: z.array(z.object({ id: z.number().int(), url: z.string() })),
  instalments: z.array(instalmentSchema),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const loanListRequest = z.object({ ...paging }).strict();
export const loanPage = pageOf(loanSchema);
export const loanIdRequest = z.object({ id }).strict();

/** `POST /api/loan/repay {id, mode, fund_password}` with an `Idempotency-Key`: the earliest instalment, or all. */
export const loanRepayRequest = z
  .object({
    id,
    mode: z.enum(REPAY_MODES, { error: 'choose_repay_mode' }),
    fund_password: z
      .string({ error: 'enter_fund_password' })
      .min(1, { error: 'enter_fund_password' })
      .max(128, { error: 'enter_fund_password' }),
  })
  .strict();
export type LoanRepayRequest = z.input<typeof loanRepayRequest>;
export const loanRepayResponse = z.object({
  loan: loanDetailSchema,
  /** What this repayment took from the balance. */
  paid: money,
  balance: money,
});
export type LoanRepayResponse = z.infer<typeof loanRepayResponse>;

// the back office

const applicant = { user_id: z.number().int(), username: z.string() };
export const adminLoanSchema = loanSchema.extend(applicant);
export type AdminLoan = z.infer<typeof adminLoanSchema>;
/** With the applicant's e-mail and their credit score now (the loan keeps the one they applied with). */
export const adminLoanDetailSchema = loanDetailSchema.extend({
  ...applicant,
  email: z.string(),
  score: z.number().int(),
});
export type AdminLoanDetail = z.infer<typeof adminLoanDetailSchema>;

/** `POST /api/admin/loan/list {status?, user_id?, page, limit}`: the reviewing queue oldest first. */
export const adminLoanListRequest = z
  .object({ status: z.enum(LOAN_STATUSES).optional(), user_id: id.optional(), ...paging })
  .strict();
export const adminLoanPage = pageOf(adminLoanSchema);

/** `POST /api/admin/loan/review {id, approve, reason?}`: a reason is required to reject. */
export const loanReviewRequest = z
  .object({
    id,
    approve: z.boolean({ error: 'choose_decision' }),
    reason: z.string({ error: 'enter_reason' }).trim().max(300).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'enter_reason' });
  });
export type LoanReviewRequest = z.input<typeof loanReviewRequest>;
