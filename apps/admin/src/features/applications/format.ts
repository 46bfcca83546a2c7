import type { ApplicationStatus } from '@market/contract';

/** The queue's filters, in the order a reviewer works: the pending first. */
export const STATUSES: readonly ApplicationStatus[] = ['reviewing', 'approved', 'rejected'];

export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  reviewing: 'gold',
  approved: 'green',
  rejected: 'red',
};
