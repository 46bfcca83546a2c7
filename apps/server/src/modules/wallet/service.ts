import type { Paged, Recharge, RechargeConfig, rechargeRequest } from '@market/contract';
import {
  carries,
  channelOf,
  CURRENCY_DECIMALS,
  MAX_PENDING_RECHARGES,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
} from '@market/contract';
import { compare } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { getBalance } from '../ledger/index.ts';
import { ownsPrivateUpload } from '../upload/index.ts';
import { type FundPasswordMemo, lockUser } from '../user/index.ts';
import { presentRecharge } from './present.ts';
import * as queries from './queries.ts';
import { enabledChannel, loadWalletSettings, rateOf } from './settings.ts';

export interface WalletDeps {
  db: Db;
  throttle: Throttle;
  fundMemo: FundPasswordMemo;
  isProduction: boolean;
  serviceUrl: () => Promise<string>;
}

type RechargeBody = z.output<typeof rechargeRequest>;

/** What the recharge and withdraw screens offer: enabled channels by currency, rates and the balance. */
export async function rechargeConfig(deps: WalletDeps, userId: number): Promise<RechargeConfig> {
  const [settings, balance, serviceUrl] = await Promise.all([
    loadWalletSettings(deps.db, deps.isProduction),
    getBalance(deps.db, userId),
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
  if (!(await ownsPrivateUpload(deps.db, userId, body.image))) {
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
