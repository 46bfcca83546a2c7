import { adminCalls, walletCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as ledger from './service.ts';

/** The balance's ledger: the user's money log, and support's adjustments. */
export function ledgerRoutes({ db }: AppContext) {
  return [
    route(walletCalls.moneyLog, ({ user, input }) => ledger.listMoneyLog(db, user.id, input)),
    route(adminCalls.adjustBalance, ({ user, input, idempotencyKey }) =>
      ledger.adjustBalance(db, user.id, idempotencyKey, input),
    ),
  ];
}
