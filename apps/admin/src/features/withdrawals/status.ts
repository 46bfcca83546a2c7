import type { WithdrawStatus } from '@market/contract';
import type { TFunction } from 'i18next';

export const WITHDRAW_COLOR: Record<WithdrawStatus, string> = {
  pending: 'gold',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
};

/** A withdrawal's status in words ('approved' came with the two-person rule: its text is in this feature's part). */
export const withdrawStatusLabel = (t: TFunction, status: WithdrawStatus): string =>
  status === 'approved' ? t('withdrawalSteps.approvedStatus') : t(`withdrawStatus.${status}`);
