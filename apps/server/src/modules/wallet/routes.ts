import {
  adminRechargeListRequest,
  adminRechargePage,
  adminWithdrawalPage,
  adminWithdrawListRequest,
  envelopeOf,
  rechargeConfigResponse,
  rechargeDetailRequest,
  rechargePage,
  rechargeRequest,
  rechargeReviewRequest,
  rechargeSchema,
  walletListRequest,
  walletSettingsSchema,
  withdrawalPage,
  withdrawalSchema,
  withdrawRequest,
  withdrawResponse,
  withdrawReviewRequest,
} from '@market/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { caller, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { loadSite, presentWebsite } from '../site/service.ts';
import * as wallet from './service.ts';
import { loadWalletSettings, saveWalletSettings } from './settings.ts';

const tags = ['wallet'];
const adminTags = ['admin'];

/** Crypto recharges and withdrawals on the ledger, and their review in the back office. */
export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const isProduction = ctx.config.NODE_ENV === 'production';
  const deps: wallet.WalletDeps = {
    db,
    throttle: ctx.throttle,
    isProduction,
    serviceUrl: async () =>
      presentWebsite(await ctx.catalogueCache.site.get('site', () => loadSite(db)), 'en').service_url,
  };
  return async (app) => {
    await app.register(async (user) => {
      user.addHook('onRequest', requireUser);
      const route = user.withTypeProvider<ZodTypeProvider>();

      route.post(
        '/api/wallet/recharge_config',
        {
          schema: {
            tags,
            summary: 'Currencies, networks, deposit addresses, limits, fees, rates and the balance',
            response: { 200: envelopeOf(rechargeConfigResponse) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.rechargeConfig(deps, caller(request).id),
        }),
      );

      route.post(
        '/api/wallet/recharge',
        {
          schema: {
            tags,
            summary: 'Ask for a recharge, with the transfer screenshot (a private upload), for review',
            body: rechargeRequest,
            response: { 200: envelopeOf(rechargeSchema) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.recharge_submitted'),
          data: await wallet.createRecharge(deps, caller(request).id, request.body),
        }),
      );

      route.post(
        '/api/wallet/recharge_list',
        {
          schema: {
            tags,
            summary: "The caller's recharges, newest first",
            body: walletListRequest,
            response: { 200: envelopeOf(rechargePage) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.listRecharges(db, caller(request).id, request.body),
        }),
      );

      route.post(
        '/api/wallet/recharge_detail',
        {
          schema: {
            tags,
            summary: "One of the caller's recharges",
            body: rechargeDetailRequest,
            response: { 200: envelopeOf(rechargeSchema) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.rechargeDetail(db, caller(request).id, request.body.id),
        }),
      );

      route.post(
        '/api/wallet/withdraw',
        {
          schema: {
            tags,
            summary: 'Withdraw to an address: the amount is held at once; takes an Idempotency-Key header',
            body: withdrawRequest,
            response: { 200: envelopeOf(withdrawResponse) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.withdraw_submitted'),
          data: await wallet.createWithdrawal(
            deps,
            caller(request).id,
            idempotencyKeyOf(request),
            request.body,
          ),
        }),
      );

      route.post(
        '/api/wallet/withdraw_list',
        {
          schema: {
            tags,
            summary: "The caller's withdrawals, newest first",
            body: walletListRequest,
            response: { 200: envelopeOf(withdrawalPage) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.listWithdrawals(db, caller(request).id, request.body),
        }),
      );
    });

    await app.register(async (admin) => {
      admin.addHook('onRequest', requireAdmin);
      const route = admin.withTypeProvider<ZodTypeProvider>();

      route.post(
        '/api/admin/recharge/list',
        {
          schema: {
            tags: adminTags,
            summary: 'Recharges, newest first, by status or user',
            body: adminRechargeListRequest,
            response: { 200: envelopeOf(adminRechargePage) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.adminListRecharges(db, request.body),
        }),
      );

      route.post(
        '/api/admin/recharge/review',
        {
          schema: {
            tags: adminTags,
            summary: 'Approve (credit at the current rate) or reject a recharge, once (audited)',
            body: rechargeReviewRequest,
            response: { 200: envelopeOf(rechargeSchema) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.reviewRecharge(deps, caller(request).id, request.body),
        }),
      );

      route.post(
        '/api/admin/withdraw/list',
        {
          schema: {
            tags: adminTags,
            summary: 'Withdrawals, newest first, by status or user',
            body: adminWithdrawListRequest,
            response: { 200: envelopeOf(adminWithdrawalPage) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.adminListWithdrawals(db, request.body),
        }),
      );

      route.post(
        '/api/admin/withdraw/review',
        {
          schema: {
            tags: adminTags,
            summary:
              'Mark a withdrawal paid with its transaction hash, or reject it (refunds the hold); once, audited',
            body: withdrawReviewRequest,
            response: { 200: envelopeOf(withdrawalSchema) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await wallet.reviewWithdrawal(db, caller(request).id, request.body),
        }),
      );

      route.post(
        '/api/admin/wallet/settings',
        {
          schema: {
            tags: adminTags,
            summary: 'Every wallet channel (enabled, address, limits, fees) and the exchange rates',
            body: z.object({}).strict().optional(),
            response: { 200: envelopeOf(walletSettingsSchema) },
          },
        },
        async (request) => ({
          code: 1 as const,
          msg: request.t('msg.success'),
          data: await loadWalletSettings(db, isProduction),
        }),
      );

      route.post(
        '/api/admin/wallet/settings/save',
        {
          schema: {
            tags: adminTags,
            summary: 'Save every wallet channel and the rates at once, each checked (audited)',
            body: walletSettingsSchema,
            response: { 200: envelopeOf(walletSettingsSchema) },
          },
        },
        async (request) => {
          const saved = await saveWalletSettings(db, caller(request).id, isProduction, request.body);
          ctx.catalogueCache.invalidateSite();
          return { code: 1 as const, msg: request.t('msg.success'), data: saved };
        },
      );
    });
  };
}
