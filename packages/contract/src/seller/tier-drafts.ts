import { z } from 'zod';
import { PRICE_TIERS_MAX } from '../catalogue/tier-price.ts';

/**
 * One quantity break as sent: its types only. Its values are checked with `wholesaleFieldRules`
 * by the server, so that an error names the tier (`price_tiers.1.price`, `skus.0.price_tiers.2.min_qty`).
 */
export const tierDraft = z
  .object({
    min_qty: z.union([z.number(), z.string()]),
    price: z.union([z.string(), z.number()]),
  })
  .strict();
export type TierDraft = z.infer<typeof tierDraft>;

/** Breaks above the SKU's own price, lowest quantity first (decision 040). */
export const tierDrafts = z.array(tierDraft).max(PRICE_TIERS_MAX, { error: 'too_many_tiers' });
