import { sellerSettlementCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { readableStoreId } from '../catalogue/index.ts';
import { createWithdrawal } from '../wallet/index.ts';
import * as settlement from './service.ts';

/**
 * The seller's settlement of the caller's own store: summary, ledger, and withdrawals, which go
 * through the buyer's withdrawal (the wallet's) with the store's account as their source.
 */
export function settlementRoutes(ctx: AppContext) {
  const { db } = ctx;
  const deps = {
    db,
    throttle: ctx.throttle,
    fundMemo: ctx.fundMemo,
    isProduction: ctx.config.NODE_ENV === 'production',
  };
  // an owner's store never changes hands: its id is remembered per instance
  const storeOf = (userId: number) => readableStoreId({ db, cache: ctx.catalogueCache }, userId);
  return [
    route(sellerSettlementCalls.summary, async ({ user }) =>
      settlement.getSummary(db, await storeOf(user.id)),
    ),
    route(sellerSettlementCalls.log, async ({ user, input }) =>
      settlement.getLog(db, await storeOf(user.id), input),
    ),
    route(
      sellerSettlementCalls.withdraw,
      async ({ user, input, idempotencyKey }) =>
        createWithdrawal(deps, { userId: user.id, storeId: await storeOf(user.id) }, idempotencyKey, input),
      { message: 'msg.withdraw_submitted' },
    ),
  ];
}
