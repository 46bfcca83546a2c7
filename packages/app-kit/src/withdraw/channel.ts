import type { RechargeConfig, WalletChannelInfo } from '@market/contract';
import {
  carries,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
  type WalletCurrency,
  type WalletNetwork,
} from '@market/contract/wallet';

/** The chain each network runs on, named as its users name it in every language. */
export const CHAIN_NAMES: Readonly<Record<WalletNetwork, string>> = {
  TRC20: 'TRON',
  ERC20: 'Ethereum',
  BTC: 'Bitcoin',
};

export type CurrencyConfig = RechargeConfig['currencies'][number];

export interface Channel {
  currency: WalletCurrency;
  network: WalletNetwork;
}

const isCurrency = (value: unknown): value is WalletCurrency =>
  (WALLET_CURRENCIES as readonly unknown[]).includes(value);
const isNetwork = (value: unknown): value is WalletNetwork =>
  (WALLET_NETWORKS as readonly unknown[]).includes(value);

/** `USDT-TRC20` (the `{ids}` of /recharge/transfer/{ids}) as a currency on a network that carries it. */
export function parseChannel(ids: string | undefined): Channel | null {
  const [currency, network, ...rest] = (ids ?? '').split('-');
  if (rest.length > 0 || !isCurrency(currency) || !isNetwork(network)) return null;
  return carries(currency, network) ? { currency, network } : null;
}

export const channelPath = ({ currency, network }: Channel) => `${currency}-${network}`;

/** The offered currencies: those with at least one network open. */
export const offeredCurrencies = (config: RechargeConfig): CurrencyConfig[] =>
  config.currencies.filter((entry) => entry.networks.length > 0);

export const findCurrency = (config: RechargeConfig, currency: string | undefined) =>
  offeredCurrencies(config).find((entry) => entry.currency === currency);

export const findChannel = (
  config: RechargeConfig,
  currency: string | undefined,
  network: string | undefined,
): WalletChannelInfo | undefined =>
  findCurrency(config, currency)?.networks.find((entry) => entry.network === network);

/**
 * The currency and network a form starts on, or moves to after a change of currency: the wanted
 * ones where the server offers them, else the first it offers. Null when nothing is offered.
 */
export function pickChannel(config: RechargeConfig, wanted: Partial<Channel> = {}): Channel | null {
  const currency = findCurrency(config, wanted.currency) ?? offeredCurrencies(config)[0];
  if (!currency) return null;
  const channel =
    currency.networks.find((entry) => entry.network === wanted.network) ?? currency.networks[0]!;
  return { currency: currency.currency, network: channel.network };
}
