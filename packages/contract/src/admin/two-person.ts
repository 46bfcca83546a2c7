import { z } from 'zod';
import { compare } from '../common/decimal.ts';

/**
 * The two-person rule (decision 042, ASVS 5.0 L3 2.3.5): a withdrawal whose hold, or a balance
 * adjustment whose amount, is above the threshold (USDT) needs two different admins, neither the
 * account holder. Where no threshold was saved, this one holds.
 */
export const DEFAULT_TWO_PERSON_THRESHOLD = '10000';

/** The threshold as the settings take it: a USDT amount of 0 or more (0: every withdrawal needs two). */
export const twoPersonThreshold = z
  .union([z.string(), z.number()], { error: 'two_person_threshold_format' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'two_person_threshold_format' }));

/** How many admins must approve a USDT amount (its sign aside) under `threshold`. */
export function approvalsRequired(amount: string, threshold: string): 1 | 2 {
  return compare(amount.trim().replace(/^-/, ''), threshold) > 0 ? 2 : 1;
}

/** One admin's approval: who and when. */
export const approvalSchema = z.object({
  admin_id: z.number().int(),
  username: z.string(),
  created_at: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;
