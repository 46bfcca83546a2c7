import type { AdminRecharge, AdminWithdrawal, Recharge, Withdrawal } from '@market/contract';
import { formatMoney } from '../../lib/money.ts';
import type { ApprovalRow } from './approval-queries.ts';
import type { RechargeRow, WithdrawalRow } from './queries.ts';

const moneyOrNull = (value: string | null) => (value === null ? null : formatMoney(value));

export function presentRecharge(row: RechargeRow): Recharge {
  return {
    id: row.id,
    currency: row.currency,
    network: row.network,
    amount: formatMoney(row.amount),
    address: row.address,
    tx_hash: row.txHash,
    image: `/api/index/file/${row.imageId}`,
    status: row.status,
    rate: moneyOrNull(row.rate),
    credited: moneyOrNull(row.credited),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    currency: row.currency,
    network: row.network,
    address: row.address,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    receive: formatMoney(row.receive),
    rate: formatMoney(row.rate),
    hold: formatMoney(row.hold),
    status: row.status,
    tx_hash: row.txHash,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export const presentAdminRecharge = (row: { recharge: RechargeRow; username: string }): AdminRecharge => ({
  ...presentRecharge(row.recharge),
  user_id: row.recharge.userId,
  username: row.username,
});

/** A withdrawal as the back office sees it: its holder, and the approvals so far (of `approvals`, its own). */
export const presentAdminWithdrawal = (
  row: { withdrawal: WithdrawalRow; username: string },
  approvals: readonly ApprovalRow[],
): AdminWithdrawal => ({
  ...presentWithdrawal(row.withdrawal),
  user_id: row.withdrawal.userId,
  username: row.username,
  store_id: row.withdrawal.storeId,
  approvals_required: row.withdrawal.approvalsRequired,
  approvals: approvals
    .filter((approval) => approval.withdrawalId === row.withdrawal.id)
    .map((approval) => ({
      admin_id: approval.adminId,
      username: approval.username,
      created_at: approval.createdAt.toISOString(),
    })),
});
