import { walletCalls, walletReviewCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { loadSite, presentWebsite } from '../site/index.ts';
import * as review from './review-service.ts';
import * as wallet from './service.ts';
import * as withdraw from './withdraw-service.ts';
import * as steps from './withdraw-steps.ts';
import { loadWalletSettings, saveWalletSettings } from './settings.ts';

/** Crypto recharges and withdrawals on the ledger, and their review in the back office. */
export function walletRoutes(ctx: AppContext) {
  const { db } = ctx;
  const isProduction = ctx.config.NODE_ENV === 'production';
  const deps: wallet.WalletDeps = {
    db,
    throttle: ctx.throttle,
    fundMemo: ctx.fundMemo,
    isProduction,
    serviceUrl: async () =>
      presentWebsite(await ctx.catalogueCache.site.get('site', () => loadSite(db)), 'en').service_url,
  };
  return [
    route(walletCalls.config, ({ user }) => wallet.rechargeConfig(deps, user.id)),
    route(walletCalls.recharge, ({ user, input }) => wallet.createRecharge(deps, user.id, input), {
      message: 'msg.recharge_submitted',
    }),
    route(walletCalls.recharges, ({ user, input }) => wallet.listRecharges(db, user.id, input)),
    route(walletCalls.rechargeDetail, ({ user, input }) => wallet.rechargeDetail(db, user.id, input.id)),
    route(
      walletCalls.withdraw,
      ({ user, input, idempotencyKey }) =>
        withdraw.createWithdrawal(deps, { userId: user.id, storeId: null }, idempotencyKey, input),
      { message: 'msg.withdraw_submitted' },
    ),
    route(walletCalls.withdrawals, ({ user, input }) => withdraw.listWithdrawals(db, user.id, input)),

    route(walletReviewCalls.recharges, ({ input }) => review.adminListRecharges(db, input)),
    route(walletReviewCalls.reviewRecharge, ({ user, input }) => review.reviewRecharge(deps, user.id, input)),
    route(walletReviewCalls.withdrawals, ({ input }) => review.adminListWithdrawals(db, input)),
    route(walletReviewCalls.reviewWithdrawal, ({ user, input, request }) =>
      steps.reviewWithdrawal(db, { id: user.id, ip: request.ip }, input),
    ),
    route(walletReviewCalls.approveWithdrawal, ({ user, input, request }) =>
      steps.approveWithdrawal(db, { id: user.id, ip: request.ip }, input.id),
    ),
    route(walletReviewCalls.payWithdrawal, ({ user, input, request }) =>
      steps.payWithdrawal(db, { id: user.id, ip: request.ip }, input),
    ),
    route(walletReviewCalls.rejectWithdrawal, ({ user, input, request }) =>
      steps.rejectWithdrawal(db, { id: user.id, ip: request.ip }, input),
    ),
    route(walletReviewCalls.settings, () => loadWalletSettings(db, isProduction)),
    route(walletReviewCalls.saveSettings, async ({ user, input }) => {
      const saved = await saveWalletSettings(db, user.id, isProduction, input);
      ctx.catalogueCache.invalidateSite();
      return saved;
    }),
  ];
}
