import { z } from 'zod';
import { id, isoDay, limit, money, page } from '../common/fields.ts';
import { ORDER_STATUSES } from '../order/limits.ts';
import { LEDGER_KINDS } from '../wallet/ledger.ts';
import { cappedPageOf, sortDirection } from './users.ts';

/** A day as `YYYY-MM-DD` (UTC): `date_from` counts from its start, `date_to` to its end. */
const day = isoDay.optional();

const dateRange = { date_from: day, date_to: day };

/** The filter of the back office's order list and of its CSV export; newest first by default. */
export const adminOrderFilter = z.object({
  /** An order number, exactly (digits). */
  order_no: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, { error: 'order_no_format' })
    .optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  user_id: id.optional(),
  store_id: id.optional(),
  ...dateRange,
  direction: sortDirection,
});
export const adminOrderListRequest = adminOrderFilter.extend({ page, limit }).strict();
export type AdminOrderListRequest = z.input<typeof adminOrderListRequest>;
export const adminOrderExportRequest = adminOrderFilter.strict();
export type AdminOrderExportRequest = z.input<typeof adminOrderExportRequest>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: money,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderListResponse = cappedPageOf(adminOrderRow);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

export const LEDGER_ACCOUNT_TYPES = ['user', 'store', 'order', 'withdrawal', 'system'] as const;

/** The filter of the ledger list and its export: `user_id` is the user's own account. */
export const adminLedgerFilter = z.object({
  user_id: id.optional(),
  account_type: z.enum(LEDGER_ACCOUNT_TYPES).optional(),
  account_id: id.optional(),
  entry_kind: z.enum(LEDGER_KINDS).optional(),
  ...dateRange,
  direction: sortDirection,
});
export const adminLedgerListRequest = adminLedgerFilter.extend({ page, limit }).strict();
export type AdminLedgerListRequest = z.input<typeof adminLedgerListRequest>;
export const adminLedgerExportRequest = adminLedgerFilter.strict();
export type AdminLedgerExportRequest = z.input<typeof adminLedgerExportRequest>;

export const adminLedgerRow = z.object({
  id: z.number().int(),
  journal: z.string(),
  account_type: z.enum(LEDGER_ACCOUNT_TYPES),
  account_id: z.number().int(),
  kind: z.string(),
  amount: money,
  balance_after: money,
  reference: z.string(),
  memo: z.string(),
  actor_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRow>;
export const adminLedgerListResponse = cappedPageOf(adminLedgerRow);
export type AdminLedgerListResponse = z.infer<typeof adminLedgerListResponse>;
