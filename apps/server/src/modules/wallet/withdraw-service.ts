import type { Paged, Withdrawal, withdrawRequest, WithdrawResponse } from '@market/contract';
import { approvalsRequired, quoteWithdrawal } from '@market/contract';
import { compare } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { post, runIdempotent } from '../ledger/index.ts';
import { readTwoPersonThreshold } from '../site/index.ts';
import { checkFundPassword } from '../user/index.ts';
import { presentWithdrawal } from './present.ts';
import * as queries from './queries.ts';
import type { WalletDeps } from './service.ts';
import { enabledChannel, loadWalletSettings, rateOf } from './settings.ts';

type WithdrawBody = z.output<typeof withdrawRequest>;

/** Whose money a withdrawal takes: the user's balance, or (`storeId`) the store account its owner withdraws. */
export interface WithdrawalSource {
  userId: number;
  storeId: number | null;
}

/**
 * Holds a withdrawal: fund password first (throttled), then, once per idempotency key, the amount
 * at the current rate leaves the source's account (the user's balance or the store's) into the
 * withdrawal's own ledger account. Buyers and sellers share the channels, limits, fee and review.
 */
export async function createWithdrawal(
  deps: Pick<WalletDeps, 'db' | 'throttle' | 'fundMemo' | 'isProduction'>,
  source: WithdrawalSource,
  key: string,
  body: WithdrawBody,
): Promise<WithdrawResponse> {
  await checkFundPassword(deps, source.userId, body.fund_password);
  const { fund_password: _secret, ...fingerprinted } = body;
  const scope = source.storeId === null ? 'wallet.withdraw' : 'seller.withdraw';
  return runIdempotent(deps.db, { userId: source.userId, scope, key, body: fingerprinted }, async (tx) => {
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
      userId: source.userId,
      storeId: source.storeId,
      currency: body.currency,
      network: body.network,
      address: body.address,
      amount: body.amount,
      fee: quote.fee,
      receive: quote.receive,
      rate,
      hold: quote.hold,
      // the rule in force when it is asked for holds until it ends (decision 042)
      approvalsRequired: approvalsRequired(quote.hold, await readTwoPersonThreshold(tx)),
    });
    const from =
      source.storeId === null
        ? { type: 'user' as const, id: source.userId }
        : { type: 'store' as const, id: source.storeId };
    const legs = await post(tx, {
      kind: 'withdrawal',
      overdraftField: 'amount',
      reference: `withdrawal:${row.id}`,
      legs: [
        { ...from, amount: `-${quote.hold}` },
        { type: 'withdrawal', id: row.id, amount: quote.hold },
      ],
    });
    const balance = legs.find((leg) => leg.type === from.type)!.balanceAfter;
    return { withdrawal: presentWithdrawal(row), balance: formatMoney(balance) };
  });
}

/** The user's withdrawals from their own balance (a store's are in its settlement log). */
export async function listWithdrawals(
  db: Db,
  userId: number,
  params: PageParams,
): Promise<Paged<Withdrawal>> {
  const { rows, total } = await queries.listWithdrawals(db, {
    userId,
    fromBalance: true,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, (row) => presentWithdrawal(row.withdrawal), total, params);
}
