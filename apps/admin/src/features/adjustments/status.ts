import type { AdjustmentStatus } from '@market/contract';

export const ADJUSTMENT_COLOR: Record<AdjustmentStatus, string> = {
  pending: 'gold',
  posted: 'green',
  rejected: 'red',
};

/** The dictionary key of a status's words. */
export const statusKey = (status: AdjustmentStatus) => `adjustments.status.${status}`;
