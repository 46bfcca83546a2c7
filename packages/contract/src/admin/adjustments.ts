import { z } from 'zod';
import { id, money } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';

/**
 * A balance adjustment (decision 042): `posted` at once when its amount is at or below the two-person
 * threshold; above it `pending` until a second admin (not the requester, not the account holder)
 * approves (posted) or rejects it.
 */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const adjustmentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** Signed: positive credits the balance. */
  amount: money,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  approvals_required: z.number().int(),
  requested_by: z.number().int(),
  requester: z.string(),
  created_at: z.string(),
  /** Who posted or rejected it (the requester for one posted at once). */
  decided_by: z.number().int().nullable(),
  decider: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Why it was rejected; '' otherwise. */
  decision_reason: z.string(),
  /** The user's ledger entry once posted. */
  entry_id: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** `POST /api/admin/adjustment/list {status?, user_id?, page, limit}`: newest first. */
export const adjustmentListRequest = z
  .object({ status: z.enum(ADJUSTMENT_STATUSES).optional(), user_id: id.optional(), ...paging })
  .strict();
export const adjustmentPage = pageOf(adjustmentSchema);

/** `POST /api/admin/adjustment/approve {id}`: the second admin posts it. */
export const adjustmentApproveRequest = z.object({ id }).strict();

/** `POST /api/admin/adjustment/reject {id, reason}`. */
export const adjustmentRejectRequest = z
  .object({
    id,
    reason: z.string({ error: 'enter_reason' }).trim().min(1, { error: 'enter_reason' }).max(200),
  })
  .strict();
