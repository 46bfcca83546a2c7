import type {
  AdminRecharge,
  AdminWithdrawal,
  Paged,
  Recharge,
  RechargeConfig,
  rechargeRequest,
  rechargeReviewRequest,
  WalletCurrency,
  WalletNetwork,
  WalletSettings,
  Withdrawal,
  withdrawRequest,
  withdrawReviewRequest,
  WithdrawResponse,
} from '@market/contract';
import {
  carries,
  channelOf,
  CURRENCY_DECIMALS,
  MAX_PENDING_RECHARGES,
  quoteWithdrawal,
  rechargeCredit,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
} from '@market/contract';
import { normalizeTxHash } from '@market/contract/crypto-address';
import { compare, subtract } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import { post, SystemAccount } from '../ledger/ledger.ts';
import { recordAudit } from '../ledger/queries.ts';
import { checkFundPassword } from '../user/fund-password.ts';
import { lockUser } from '../user/queries.ts';
import {
  presentAdminRecharge,
  presentAdminWithdrawal,
  presentRecharge,
  presentWithdrawal,
} from './present.ts';
import * as queries from './queries.ts';
import { type ChannelSettings, loadWalletSettings, rateOf } from './settings.ts';

export interface WalletDeps {
  db: Db;
  throttle: Throttle;
  isProduction: boolean;
  serviceUrl: () => Promise<string>;
}

type RechargeBody = z.output<typeof rechargeRequest>;
type WithdrawBody = z.output<typeof withdrawRequest>;
type RechargeReview = z.output<typeof rechargeReviewRequest>;
type WithdrawReview = z.output<typeof withdrawReviewRequest>;

/** What the recharge and withdraw screens offer: enabled channels by currency, rates and the balance. */
export async function rechargeConfig(deps: WalletDeps, userId: number): Promise<RechargeConfig> {
  const [settings, balance, serviceUrl] = await Promise.all([
    loadWalletSettings(deps.db, deps.isProduction),
    queries.balanceOf(deps.db, userId),
    deps.serviceUrl(),
  ]);
  const currencies = WALLET_CURRENCIES.map((currency) => ({
    currency,
    decimals: CURRENCY_DECIMALS[currency],
    rate: formatMoney(rateOf(settings, currency)),
    networks: WALLET_NETWORKS.filter(
      (network) => carries(currency, network) && settings.channels[channelOf(currency, network)].enabled,
    ).map((network) => {
      const channel = settings.channels[channelOf(currency, network)];
      return {
        currency,
        network,
        address: channel.address,
        min_recharge: channel.min_recharge,
        max_recharge: channel.max_recharge,
        min_withdraw: channel.min_withdraw,
        fee_fixed: channel.fee_fixed,
        fee_percent: channel.fee_percent,
      };
    }),
  })).filter((entry) => entry.networks.length > 0);
  return { currencies, balance: formatMoney(balance), service_url: serviceUrl };
}

function enabledChannel(
  settings: WalletSettings,
  currency: WalletCurrency,
  network: WalletNetwork,
): ChannelSettings {
  const channel = carries(currency, network) ? settings.channels[channelOf(currency, network)] : undefined;
  if (!channel?.enabled) {
    throw fail('msg.channel_disabled', { params: { currency, network }, field: 'network' });
  }
  return channel;
}

/**
 * Records a recharge for review: the channel must be open, the amount within its limits, the
 * screenshot the caller's own private upload, the transaction hash not claimed by another live
 * recharge on its network; at most MAX_PENDING_RECHARGES wait at once per user.
 */
export async function createRecharge(
  deps: WalletDeps,
  userId: number,
  body: RechargeBody,
): Promise<Recharge> {
  const settings = await loadWalletSettings(deps.db, deps.isProduction);
  const channel = enabledChannel(settings, body.currency, body.network);
  const limits = { currency: body.currency, min: channel.min_recharge, max: channel.max_recharge };
  if (compare(body.amount, channel.min_recharge) < 0) {
    throw fail('msg.recharge_below_min', { params: limits, field: 'amount' });
  }
  if (compare(body.amount, channel.max_recharge) > 0) {
    throw fail('msg.recharge_above_max', { params: limits, field: 'amount' });
  }
  if (!(await queries.ownsPrivateUpload(deps.db, userId, body.image))) {
    throw fail('validation.upload_screenshot', { field: 'image' });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await queries.countPendingRecharges(tx, userId)) >= MAX_PENDING_RECHARGES) {
        throw fail('msg.too_many_pending_recharges', { params: { max: MAX_PENDING_RECHARGES } });
      }
      const row = await queries.insertRecharge(tx, {
        userId,
        currency: body.currency,
        network: body.network,
        amount: body.amount,
        address: channel.address,
        txHash: body.tx_hash ?? null,
        imageId: body.image,
      });
      return presentRecharge(row);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'recharges_tx_hash_key')
      throw fail('msg.tx_hash_used', { field: 'tx_hash' });
    throw error;
  }
}

export async function listRecharges(db: Db, userId: number, params: PageParams): Promise<Paged<Recharge>> {
  const { rows, total } = await queries.listRecharges(db, {
    userId,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, (row) => presentRecharge(row.recharge), total, params);
}

export async function rechargeDetail(db: Db, userId: number, id: number): Promise<Recharge> {
  const row = await queries.findUserRecharge(db, userId, id);
  if (!row) throw notFound('msg.recharge_not_found');
  return presentRecharge(row);
}

/**
 * Holds a withdrawal: fund password first (throttled), then, once per idempotency key, the amount
 * at the current rate leaves the balance into the withdrawal's own ledger account.
 */
export async function createWithdrawal(
  deps: WalletDeps,
  userId: number,
  key: string,
  body: WithdrawBody,
): Promise<WithdrawResponse> {
  await checkFundPassword(deps, userId, body.fund_password);
  const { fund_password: _secret, ...fingerprinted } = body;
  return runIdempotent(
    deps.db,
    { userId, scope: 'wallet.withdraw', key, body: fingerprinted },
    async (tx) => {
      const settings = await loadWalletSettings(tx, deps.isProduction);
      const channel = enabledChannel(settings, body.currency, body.network);
      const rate = rateOf(settings, body.currency);
      const quote = quoteWithdrawal(body.amount, body.currency, channel, rate);
      if (compare(body.amount, channel.min_withdraw) < 0) {
        throw fail('msg.withdraw_below_min', {
          params: { min: channel.min_withdraw, currency: body.currency },
          field: 'amount',
        });
      }
      if (compare(quote.receive, '0') <= 0) {
        throw fail('msg.withdraw_below_fee', {
          params: { fee: quote.fee, currency: body.currency },
          field: 'amount',
        });
      }
      const row = await queries.insertWithdrawal(tx, {
        userId,
        currency: body.currency,
        network: body.network,
        address: body.address,
        amount: body.amount,
        fee: quote.fee,
        receive: quote.receive,
        rate,
        hold: quote.hold,
      });
      const legs = await post(tx, {
        kind: 'withdrawal',
        overdraftField: 'amount',
        reference: `withdrawal:${row.id}`,
        legs: [
          { type: 'user', id: userId, amount: `-${quote.hold}` },
          { type: 'withdrawal', id: row.id, amount: quote.hold },
        ],
      });
      const balance = legs.find((leg) => leg.type === 'user')!.balanceAfter;
      return { withdrawal: presentWithdrawal(row), balance: formatMoney(balance) };
    },
  );
}

export async function listWithdrawals(
  db: Db,
  userId: number,
  params: PageParams,
): Promise<Paged<Withdrawal>> {
  const { rows, total } = await queries.listWithdrawals(db, {
    userId,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, (row) => presentWithdrawal(row.withdrawal), total, params);
}

// ---------------------------------------------------------------------------------------------
// the back office

export async function adminListRecharges(
  db: Db,
  params: PageParams & { status?: string | undefined; user_id?: number | undefined },
): Promise<Paged<AdminRecharge>> {
  const { rows, total } = await queries.listRecharges(db, {
    userId: params.user_id,
    status: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, presentAdminRecharge, total, params);
}

export async function adminListWithdrawals(
  db: Db,
  params: PageParams & { status?: string | undefined; user_id?: number | undefined },
): Promise<Paged<AdminWithdrawal>> {
  const { rows, total } = await queries.listWithdrawals(db, {
    userId: params.user_id,
    status: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, presentAdminWithdrawal, total, params);
}

/** What a second decision on a recharge or withdrawal is told, by how the first one ended. */
const DECIDED = {
  approved: 'msg.already_approved',
  paid: 'msg.already_paid',
  rejected: 'msg.already_rejected',
} as const;

/**
 * Decides a recharge once: approving credits amount × the current rate to the balance (against the
 * deposits account), rejecting records the reason. The row is locked, so a second decision waits
 * and is then refused.
 */
export async function reviewRecharge(
  deps: Pick<WalletDeps, 'db' | 'isProduction'>,
  adminId: number,
  body: RechargeReview,
): Promise<Recharge> {
  return deps.db.transaction(async (tx) => {
    const row = await queries.lockRecharge(tx, body.id);
    if (!row) throw notFound('msg.recharge_not_found');
    if (row.status !== 'pending') throw fail(DECIDED[row.status]);
    const reviewed = { reviewerId: adminId, reviewedAt: new Date() };
    let updated: queries.RechargeRow;
    if (body.approve) {
      const settings = await loadWalletSettings(tx, deps.isProduction);
      const rate = rateOf(settings, row.currency);
      const credited = rechargeCredit(row.amount, rate);
      updated = await queries.updateRecharge(tx, row.id, { ...reviewed, status: 'approved', rate, credited });
      await post(tx, {
        kind: 'recharge',
        reference: `recharge:${row.id}`,
        actorId: adminId,
        legs: [
          { type: 'user', id: row.userId, amount: credited },
          { type: 'system', id: SystemAccount.deposits.id, amount: `-${credited}` },
        ],
      });
    } else {
      updated = await queries.updateRecharge(tx, row.id, {
        ...reviewed,
        status: 'rejected',
        reason: body.reason!,
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: body.approve ? 'recharge.approve' : 'recharge.reject',
      subject: `recharge:${row.id}`,
      before: { status: row.status },
      after: {
        status: updated.status,
        rate: updated.rate,
        credited: updated.credited,
        reason: updated.reason,
      },
    });
    return presentRecharge(updated);
  });
}

/**
 * Ends a withdrawal once: paid with its on-chain hash (the hold leaves the platform, the fee part
 * to the fees account), or rejected with a reason (the hold returns to the balance).
 */
export async function reviewWithdrawal(db: Db, adminId: number, body: WithdrawReview) {
  try {
    return await db.transaction(async (tx) => {
      const row = await queries.lockWithdrawal(tx, body.id);
      if (!row) throw notFound('msg.withdrawal_not_found');
      if (row.status !== 'pending') throw fail(DECIDED[row.status]);
      const reviewed = { reviewerId: adminId, reviewedAt: new Date() };
      let updated: queries.WithdrawalRow;
      if (body.approve) {
        const txHash = normalizeTxHash(row.network, body.tx_hash!);
        if (!txHash) throw fail('validation.tx_hash_format', { field: 'tx_hash' });
        updated = await queries.updateWithdrawal(tx, row.id, { ...reviewed, status: 'paid', txHash });
        const paidOut = rechargeCredit(row.receive, row.rate);
        await post(tx, {
          kind: 'withdrawal',
          reference: `withdrawal:${row.id}`,
          actorId: adminId,
          legs: [
            { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
            { type: 'system', id: SystemAccount.withdrawals.id, amount: paidOut },
            { type: 'system', id: SystemAccount.withdrawalFees.id, amount: subtract(row.held, paidOut) },
          ],
        });
      } else {
        updated = await queries.updateWithdrawal(tx, row.id, {
          ...reviewed,
          status: 'rejected',
          reason: body.reason!,
        });
        await post(tx, {
          kind: 'withdrawal_refund',
          reference: `withdrawal:${row.id}`,
          actorId: adminId,
          legs: [
            { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
            { type: 'user', id: row.userId, amount: row.held },
          ],
        });
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: body.approve ? 'withdrawal.pay' : 'withdrawal.reject',
        subject: `withdrawal:${row.id}`,
        before: { status: row.status, held: row.held },
        after: { status: updated.status, tx_hash: updated.txHash, reason: updated.reason, held: '0' },
      });
      return presentWithdrawal(updated);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'withdrawals_tx_hash_key')
      throw fail('msg.tx_hash_used', { field: 'tx_hash' });
    throw error;
  }
}
