import { z } from 'zod';
import { money } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { LEDGER_KINDS } from '../wallet/ledger.ts';
import { WITHDRAW_STATUSES } from '../wallet/networks.ts';

/** `GET /merchant/pay/index`: where the store's money stands, in USDT. */
export const settlementSummary = z.object({
  currency: z.literal('USDT'),
  /** The store's balance: proceeds of received orders, less withdrawals. */
  available: money,
  /** Held for the store's paid and shipped orders; it becomes available, less commission, on receipt. */
  pending: money,
  /** Held by store withdrawals waiting for review. */
  withdrawing: money,
  /** Every proceeds credit so far (after commission). */
  total_earned: money,
  /** Every commission the platform took from the store's received orders. */
  total_commission: money,
  /** The rate a receipt takes now: the store's own, or the site's. */
  commission_rate: z.string(),
});
export type SettlementSummary = z.infer<typeof settlementSummary>;

/** `POST /api/seller/settlement/log {page, limit}`: the store account's ledger entries, newest first. */
export const settlementLogRequest = z.object({ ...paging }).strict();
export type SettlementLogRequest = z.input<typeof settlementLogRequest>;

export const settlementLogEntry = z.object({
  id: z.number().int(),
  /** `proceeds` (an order received), `withdrawal` (held for a withdrawal), `withdrawal_refund` (rejected). */
  kind: z.enum(LEDGER_KINDS),
  /** Positive when money came in, negative when it went out. */
  amount: money,
  balance_after: money,
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  withdrawal_id: z.number().int().nullable(),
  /** The withdrawal's state now, for an entry of one. */
  withdrawal_status: z.enum(WITHDRAW_STATUSES).nullable(),
  created_at: z.string(),
});
export type SettlementLogEntry = z.infer<typeof settlementLogEntry>;
export const settlementLogPage = pageOf(settlementLogEntry);
