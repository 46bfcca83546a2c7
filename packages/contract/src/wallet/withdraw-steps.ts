import { z } from 'zod';
import { id } from '../common/fields.ts';
import { optionalTxHash } from './wallet.ts';

// A withdrawal's steps in the back office (decision 042): approved by one admin, or two above the
// two-person threshold; then paid with the on-chain hash; or rejected with a reason before it is paid.

/** `POST /api/admin/withdraw/approve {id}`: the caller's approval (not twice, not their own money). */
export const withdrawApproveRequest = z.object({ id }).strict();

/** `POST /api/admin/withdraw/pay {id, tx_hash}`: an approved withdrawal sent on chain. */
export const withdrawPayRequest = z
  .object({ id, tx_hash: optionalTxHash })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.tx_hash) ctx.addIssue({ code: 'custom', path: ['tx_hash'], message: 'enter_tx_hash' });
  });
export type WithdrawPayRequest = z.input<typeof withdrawPayRequest>;

/** `POST /api/admin/withdraw/reject {id, reason}`: the hold returns where it came from. */
export const withdrawRejectRequest = z
  .object({
    id,
    reason: z.string({ error: 'enter_reason' }).trim().min(1, { error: 'enter_reason' }).max(200),
  })
  .strict();
export type WithdrawRejectRequest = z.input<typeof withdrawRejectRequest>;
