import { z } from 'zod';
import { id, money } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';

/** The header every call that moves money takes: a retry with the same key replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a ledger entry records; the user sees each in the money log. */
export const LEDGER_KINDS = [
  'adjustment',
  'payment',
  'refund',
  'proceeds',
  'recharge',
  'withdrawal',
  'withdrawal_refund',
  'loan_disbursement',
  'loan_repayment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** An amount typed by a person: a decimal with up to 8 places, sign allowed where it says so. */
const signedAmount = z
  .union([z.number(), z.string()], { error: 'amount_format' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^-?\d{1,12}(\.\d{1,8})?$/, { error: 'amount_format' }))
  .refine((value) => !/^-?0+(\.0+)?$/.test(value), { error: 'amount_zero' });

/** `POST /api/user/money_log {page, limit}`: the caller's ledger, newest first. */
export const moneyLogRequest = z.object({ ...paging }).strict();
export type MoneyLogRequest = z.input<typeof moneyLogRequest>;
export const moneyLogEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Positive when money came in, negative when it went out. */
  amount: money,
  balance_after: money,
  /** What caused it: `checkout:12`, `order:34`, `adjustment:5`. */
  reference: z.string(),
  /** The admin's reason of an adjustment; '' otherwise. */
  memo: z.string(),
  created_at: z.string(),
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;
export const moneyLogPage = pageOf(moneyLogEntry);

/** `POST /api/admin/user/adjust_balance {user_id, amount, reason}` with an `Idempotency-Key`. */
export const adjustBalanceRequest = z
  .object({
    user_id: id,
    amount: signedAmount,
    reason: z.string({ error: 'enter_reason' }).trim().min(1, { error: 'enter_reason' }).max(200),
  })
  .strict();
export type AdjustBalanceRequest = z.input<typeof adjustBalanceRequest>;
/**
 * `posted`: the balance moved (`entry_id`); `pending`: above the two-person threshold, it waits for
 * a second admin (`adjustment_id` in /api/admin/adjustment/list) and the balance is as it was.
 */
export const adjustBalanceResponse = z.object({
  user_id: z.number().int(),
  balance: money,
  entry_id: z.number().int().nullable(),
  adjustment_id: z.number().int(),
  status: z.enum(['posted', 'pending']),
});
export type AdjustBalanceResponse = z.infer<typeof adjustBalanceResponse>;
