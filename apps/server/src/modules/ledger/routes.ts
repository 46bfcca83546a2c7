import {
  adjustBalanceRequest,
  adjustBalanceResponse,
  envelopeOf,
  moneyLogPage,
  moneyLogRequest,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import * as ledger from './service.ts';

/** The balance's ledger: the user's money log, and support's adjustments. */
export function ledgerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.post(
      '/api/user/money_log',
      {
        onRequest: requireUser,
        schema: {
          tags: ['ledger'],
          summary: "The caller's balance changes, newest first",
          body: moneyLogRequest,
          response: { 200: envelopeOf(moneyLogPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await ledger.listMoneyLog(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/admin/user/adjust_balance',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Credit or debit a user's balance (audited); takes an Idempotency-Key header",
          body: adjustBalanceRequest,
          response: { 200: envelopeOf(adjustBalanceResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await ledger.adjustBalance(db, caller(request).id, idempotencyKeyOf(request), request.body),
      }),
    );
  };
}
