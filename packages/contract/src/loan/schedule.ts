import { add, divide, multiply, normalize, round, subtract, truncate } from '../common/decimal.ts';

// A loan's arithmetic (decision 036), zod-free: the server fixes a loan's amounts with it and the
// buyer app shows the same numbers before applying. Exact decimals, never floats.

/** Below this credit score (spec §3, User) nothing may be borrowed. */
export const MIN_LOAN_SCORE = 60;
/** The score at which a product's whole maximum may be borrowed (a new user's score). */
export const FULL_LOAN_SCORE = 100;
/** Instalments fall due once a week; a term shorter than two weeks is one payment at its end. */
export const INSTALMENT_EVERY_DAYS = 7;
/** Documents one application may carry (income proof, contracts, ID). */
export const MAX_LOAN_DOCUMENTS = 6;
/** Places a loan amount may be typed with. */
export const LOAN_AMOUNT_PLACES = 2;

export interface PlannedInstalment {
  seq: number;
  /** Days after the money is paid out. */
  due_day: number;
  principal: string;
  interest: string;
  amount: string;
}

export interface LoanQuote {
  principal: string;
  interest: string;
  total_due: string;
  instalments: PlannedInstalment[];
}

/** Simple interest: principal × daily rate × days, to 8 places, halves up. */
export function loanInterest(principal: string, dailyRate: string, termDays: number): string {
  return normalize(round(multiply(multiply(principal, dailyRate), termDays), 8));
}

/** The day of each instalment: every 7 days, the last on the term's final day (7 → [7], 30 → [7, 14, 21, 30]). */
export function instalmentDays(termDays: number): number[] {
  const count = Math.max(1, Math.floor(termDays / INSTALMENT_EVERY_DAYS));
  return Array.from({ length: count }, (_, n) =>
    n === count - 1 ? termDays : (n + 1) * INSTALMENT_EVERY_DAYS,
  );
}

/** `total` in `count` equal shares cut to 8 places; the last share takes what the cuts left, so they add up exactly. */
function shares(total: string, count: number): string[] {
  const share = divide(total, String(count), 8);
  const last = subtract(total, multiply(share, count - 1));
  return Array.from({ length: count }, (_, n) => normalize(n === count - 1 ? last : share));
}

/** What a loan of `principal` for `termDays` at `dailyRate` costs and when it is repaid. */
export function quoteLoan(principal: string, dailyRate: string, termDays: number): LoanQuote {
  const interest = loanInterest(principal, dailyRate, termDays);
  const days = instalmentDays(termDays);
  const principals = shares(principal, days.length);
  const interests = shares(interest, days.length);
  return {
    principal: normalize(principal),
    interest,
    total_due: normalize(add(principal, interest)),
    instalments: days.map((day, n) => ({
      seq: n + 1,
      due_day: day,
      principal: principals[n]!,
      interest: interests[n]!,
      amount: normalize(add(principals[n]!, interests[n]!)),
    })),
  };
}

/**
 * The most a user of `score` may borrow of a product whose maximum is `max`: nothing below
 * MIN_LOAN_SCORE, then the maximum scaled by score / 100 (cut to cents), the whole of it from 100 up.
 */
export function creditLimit(max: string, score: number): string {
  if (score < MIN_LOAN_SCORE) return '0';
  const scaled = divide(multiply(max, Math.min(score, FULL_LOAN_SCORE)), String(FULL_LOAN_SCORE), 8);
  return normalize(truncate(scaled, LOAN_AMOUNT_PLACES));
}
