import { z } from 'zod';
import { id, money, wholeNumber } from '../common/fields.ts';
import { isDecimal, placesOf } from '../common/decimal.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { checkAddress, normalizeTxHash } from './crypto-address.ts';
import {
  carries,
  CURRENCY_DECIMALS,
  RECHARGE_STATUSES,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
  WITHDRAW_STATUSES,
} from './networks.ts';

const currency = z.enum(WALLET_CURRENCIES, { error: 'choose_currency' });
const network = z.enum(WALLET_NETWORKS, { error: 'choose_network' });

/** A positive decimal typed by a person; its places are checked against the currency below. */
export const amount = z
  .union([z.string(), z.number()], { error: 'enter_amount' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'enter_amount' })
      .regex(/^\d{1,12}(\.\d+)?$/, { error: 'amount_format' })
      .refine((value) => !/^0+(\.0+)?$/.test(value), { error: 'amount_positive' }),
  );

/**
 * The network must carry the currency, and the amount may not have more places than the currency.
 * Runs even when a field failed its own check (zod reports every issue), so each part checks its input.
 */
function checkCurrency(
  value: { currency: unknown; network: unknown; amount: unknown },
  ctx: z.RefinementCtx,
) {
  const currency = WALLET_CURRENCIES.find((known) => known === value.currency);
  const network = WALLET_NETWORKS.find((known) => known === value.network);
  if (!currency) return;
  if (network && !carries(currency, network)) {
    ctx.addIssue({ code: 'custom', path: ['network'], message: 'network_currency' });
  }
  if (
    typeof value.amount === 'string' &&
    isDecimal(value.amount) &&
    placesOf(value.amount) > CURRENCY_DECIMALS[currency]
  ) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount_decimals' });
  }
}

const knownNetwork = (value: unknown) => WALLET_NETWORKS.find((known) => known === value);

export const optionalTxHash = z
  .string({ error: 'tx_hash_format' })
  .trim()
  .max(100, { error: 'tx_hash_format' })
  .optional()
  .transform((value) => (value ? value : undefined));

// ---------------------------------------------------------------------------------------------
// the buyer's calls

/** `POST /api/wallet/recharge_config`: what the recharge and withdraw screens offer. */
export const walletChannelSchema = z.object({
  currency: z.enum(WALLET_CURRENCIES),
  network: z.enum(WALLET_NETWORKS),
  /** Where the user sends a recharge. */
  address: z.string(),
  min_recharge: money,
  max_recharge: money,
  min_withdraw: money,
  /** In the currency. */
  fee_fixed: money,
  /** Percent of the amount. */
  fee_percent: money,
});
export type WalletChannelInfo = z.infer<typeof walletChannelSchema>;

export const rechargeConfigResponse = z.object({
  currencies: z.array(
    z.object({
      currency: z.enum(WALLET_CURRENCIES),
      decimals: z.number().int(),
      /** USDT per one unit of the currency. */
      rate: money,
      networks: z.array(walletChannelSchema),
    }),
  ),
  /** The caller's balance in USDT. */
  balance: money,
  /** Customer service, for the other way to recharge. */
  service_url: z.string(),
});
export type RechargeConfig = z.infer<typeof rechargeConfigResponse>;

/** `POST /api/wallet/recharge {currency, network, amount, image, tx_hash?}`; image is a private upload's id. */
export const rechargeRequest = z
  .object({
    currency,
    network,
    amount,
    image: wholeNumber(
      z
        .number({ error: 'upload_screenshot' })
        .int({ error: 'upload_screenshot' })
        .positive({ error: 'upload_screenshot' }),
    ),
    tx_hash: optionalTxHash,
  })
  .strict()
  .superRefine((value, ctx) => {
    checkCurrency(value, ctx);
    const network = knownNetwork(value.network);
    if (network && typeof value.tx_hash === 'string' && normalizeTxHash(network, value.tx_hash) === null) {
      ctx.addIssue({ code: 'custom', path: ['tx_hash'], message: 'tx_hash_format' });
    }
  })
  .transform((value) => ({
    ...value,
    tx_hash: value.tx_hash === undefined ? undefined : normalizeTxHash(value.network, value.tx_hash)!,
  }));
export type RechargeRequest = z.input<typeof rechargeRequest>;

export const rechargeSchema = z.object({
  id: z.number().int(),
  currency: z.enum(WALLET_CURRENCIES),
  network: z.enum(WALLET_NETWORKS),
  amount: money,
  /** The deposit address shown when the recharge was made. */
  address: z.string(),
  tx_hash: z.string().nullable(),
  /** The transfer screenshot (private: its owner and admins only). */
  image: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  /** Set at approval: USDT per unit, and the USDT credited. */
  rate: money.nullable(),
  credited: money.nullable(),
  /** Why it was rejected; '' otherwise. */
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

export const walletListRequest = z.object({ ...paging }).strict();
export type WalletListRequest = z.input<typeof walletListRequest>;
export const rechargePage = pageOf(rechargeSchema);
export const rechargeDetailRequest = z.object({ id }).strict();

/** `POST /api/wallet/withdraw {currency, network, address, amount, fund_password}` with an `Idempotency-Key`. */
export const withdrawRequest = z
  .object({
    currency,
    network,
    address: z
      .string({ error: 'enter_wallet_address' })
      .trim()
      .min(1, { error: 'enter_wallet_address' })
      .max(120),
    amount,
    fund_password: z
      .string({ error: 'enter_fund_password' })
      .min(1, { error: 'enter_fund_password' })
      .max(128),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkCurrency(value, ctx);
    const network = knownNetwork(value.network);
    const problem =
      network && typeof value.address === 'string' && value.address && checkAddress(network, value.address);
    if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem });
  });
export type WithdrawRequest = z.input<typeof withdrawRequest>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  currency: z.enum(WALLET_CURRENCIES),
  network: z.enum(WALLET_NETWORKS),
  address: z.string(),
  amount: money,
  fee: money,
  /** What arrives on chain: amount − fee. */
  receive: money,
  rate: money,
  /** USDT taken from the balance (returned if rejected). */
  hold: money,
  status: z.enum(WITHDRAW_STATUSES),
  tx_hash: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawResponse = z.object({ withdrawal: withdrawalSchema, balance: money });
export type WithdrawResponse = z.infer<typeof withdrawResponse>;
export const withdrawalPage = pageOf(withdrawalSchema);
