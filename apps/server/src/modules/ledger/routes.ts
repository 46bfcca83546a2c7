import { adminAdjustmentCalls, adminCalls, walletCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as adjustments from './adjustment-service.ts';
import * as ledger from './service.ts';

/** The balance's ledger: the user's money log, and the adjustments (two-person above the threshold). */
export function ledgerRoutes({ db }: AppContext) {
  return [
    route(walletCalls.moneyLog, ({ user, input }) => ledger.listMoneyLog(db, user.id, input)),
    route(adminCalls.adjustBalance, ({ user, input, idempotencyKey, request }) =>
      adjustments.adjustBalance(db, { id: user.id, ip: request.ip }, idempotencyKey, input),
    ),
    route(adminAdjustmentCalls.list, ({ input }) => adjustments.listAdjustments(db, input)),
    route(adminAdjustmentCalls.approve, ({ user, input, request }) =>
      adjustments.approveAdjustment(db, { id: user.id, ip: request.ip }, input.id),
    ),
    route(adminAdjustmentCalls.reject, ({ user, input, request }) =>
      adjustments.rejectAdjustment(db, { id: user.id, ip: request.ip }, input),
    ),
  ];
}
