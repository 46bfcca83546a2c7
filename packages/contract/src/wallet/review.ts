import { z } from 'zod';
import { id, money } from '../common/fields.ts';
import { compare, isDecimal, placesOf } from '../common/decimal.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { checkAddress } from './crypto-address.ts';
import {
  CURRENCY_DECIMALS,
  RECHARGE_STATUSES,
  WALLET_CHANNELS,
  type WALLET_CURRENCIES,
  type WALLET_NETWORKS,
  WITHDRAW_STATUSES,
} from './networks.ts';
import { amount, optionalTxHash, rechargeSchema, withdrawalSchema } from './wallet.ts';
import { approvalSchema, twoPersonThreshold } from '../admin/two-person.ts';

// The back office's side of the wallet: reviews, lists and the channels' settings.
const reason = z.string({ error: 'enter_reason' }).trim().max(200).optional();

/** `POST /api/admin/recharge/review {id, approve, reason?}`: a reason is required to reject. */
export const rechargeReviewRequest = z
  .object({ id, approve: z.boolean({ error: 'choose_decision' }), reason })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'enter_reason' });
  });
export type RechargeReviewRequest = z.input<typeof rechargeReviewRequest>;

/** `POST /api/admin/withdraw/review {id, approve, tx_hash?, reason?}`: paying needs the hash, rejecting a reason. */
export const withdrawReviewRequest = z
  .object({ id, approve: z.boolean({ error: 'choose_decision' }), tx_hash: optionalTxHash, reason })
  .strict()
  .superRefine((value, ctx) => {
    if (value.approve && !value.tx_hash)
      ctx.addIssue({ code: 'custom', path: ['tx_hash'], message: 'enter_tx_hash' });
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'enter_reason' });
  });
export type WithdrawReviewRequest = z.input<typeof withdrawReviewRequest>;

const reviewer = { user_id: z.number().int(), username: z.string() };
export const adminRechargeSchema = rechargeSchema.extend(reviewer);
/**
 * `store_id`: a seller's withdrawal of the store's balance (a rejection returns it there).
 * `approvals_required`: 2 when its hold was above the two-person threshold as it was asked for.
 */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  ...reviewer,
  store_id: z.number().int().nullable(),
  approvals_required: z.number().int(),
  approvals: z.array(approvalSchema),
});
export type AdminRecharge = z.infer<typeof adminRechargeSchema>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** `POST /api/admin/recharge/list` and `/api/admin/withdraw/list {status?, user_id?, page, limit}`. */
export const adminRechargeListRequest = z
  .object({ status: z.enum(RECHARGE_STATUSES).optional(), user_id: id.optional(), ...paging })
  .strict();
export const adminWithdrawListRequest = z
  .object({ status: z.enum(WITHDRAW_STATUSES).optional(), user_id: id.optional(), ...paging })
  .strict();
export const adminRechargePage = pageOf(adminRechargeSchema);
export const adminWithdrawalPage = pageOf(adminWithdrawalSchema);

/** A channel's settings as the admin edits them. */
const channelSettings = z
  .object({
    enabled: z.boolean(),
    address: z.string().trim().max(120),
    min_recharge: amount,
    max_recharge: amount,
    min_withdraw: amount,
    fee_fixed: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(money),
    fee_percent: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(money)
      // runs even when the text is no decimal (zod reports every issue), e.g. a number as 1e-7
      .refine((value) => isDecimal(value) && compare(value, '0') >= 0 && compare(value, '100') < 0, {
        error: 'fee_percent_range',
      }),
  })
  .strict();

/**
 * `POST /api/admin/wallet/settings/save`: every channel and the rates, checked whole, and the
 * two-person threshold (USDT; left as it was when not sent).
 */
export const walletSettingsSchema = z
  .object({
    two_person_threshold: twoPersonThreshold.optional(),
    channels: z.object(
      Object.fromEntries(WALLET_CHANNELS.map((channel) => [channel, channelSettings])) as Record<
        (typeof WALLET_CHANNELS)[number],
        typeof channelSettings
      >,
    ),
    rates: z.object({ ETH: amount, BTC: amount }).strict(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const channel of WALLET_CHANNELS) {
      const settings = value.channels?.[channel];
      if (!settings) continue;
      const [channelCurrency, channelNetwork] = channel.split('-') as [
        (typeof WALLET_CURRENCIES)[number],
        (typeof WALLET_NETWORKS)[number],
      ];
      const path = ['channels', channel];
      if (typeof settings.address === 'string' && (settings.enabled || settings.address)) {
        const problem = checkAddress(channelNetwork, settings.address);
        if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'address'], message: problem });
      }
      const decimal = (key: 'min_recharge' | 'max_recharge' | 'min_withdraw' | 'fee_fixed') =>
        typeof settings[key] === 'string' && isDecimal(settings[key]) ? settings[key] : undefined;
      const [min, max] = [decimal('min_recharge'), decimal('max_recharge')];
      if (min && max && compare(max, min) < 0) {
        ctx.addIssue({ code: 'custom', path: [...path, 'max_recharge'], message: 'limit_range' });
      }
      for (const key of ['min_recharge', 'max_recharge', 'min_withdraw', 'fee_fixed'] as const) {
        const amount = decimal(key);
        if (amount && placesOf(amount) > CURRENCY_DECIMALS[channelCurrency]) {
          ctx.addIssue({ code: 'custom', path: [...path, key], message: 'amount_decimals' });
        }
      }
    }
  });
export type WalletSettings = z.output<typeof walletSettingsSchema>;
export type WalletSettingsInput = z.input<typeof walletSettingsSchema>;
