import type { WalletChannel, WalletCurrency, WalletNetwork, WalletSettings } from '@market/contract';
import { carries, channelOf, WALLET_CHANNELS } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  DEFAULT_SETTINGS,
  readSettings,
  readTwoPersonThreshold,
  TWO_PERSON_KEY,
  twoPersonValue,
  writeSettings,
} from '../site/index.ts';

export type ChannelSettings = WalletSettings['channels'][WalletChannel];

const CHANNELS_KEY = 'wallet_channels';
const RATES_KEY = 'exchange_rate';

/**
 * Demo channels for a site outside production: public example addresses with valid checksums (not
 * the platform's), so the screens work at once. Production starts with every channel off.
 */
const DEMO_CHANNELS: Record<WalletChannel, ChannelSettings> = {
  'USDT-TRC20': {
    enabled: true,
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    min_recharge: '10',
    max_recharge: '100000',
    min_withdraw: '10',
    fee_fixed: '1',
    fee_percent: '0.1',
  },
  'USDT-ERC20': {
    enabled: true,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    min_recharge: '10',
    max_recharge: '100000',
    min_withdraw: '20',
    fee_fixed: '5',
    fee_percent: '0',
  },
  'ETH-ERC20': {
    enabled: true,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    min_recharge: '0.005',
    max_recharge: '100',
    min_withdraw: '0.01',
    fee_fixed: '0.002',
    fee_percent: '0',
  },
  'BTC-BTC': {
    enabled: true,
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    min_recharge: '0.0001',
    max_recharge: '10',
    min_withdraw: '0.001',
    fee_fixed: '0.0002',
    fee_percent: '0',
  },
};

const OFF: ChannelSettings = {
  enabled: false,
  address: '',
  min_recharge: '1',
  max_recharge: '1',
  min_withdraw: '1',
  fee_fixed: '0',
  fee_percent: '0',
};

export function defaultChannels(isProduction: boolean): Record<WalletChannel, ChannelSettings> {
  if (!isProduction) return DEMO_CHANNELS;
  return Object.fromEntries(WALLET_CHANNELS.map((channel) => [channel, OFF])) as Record<
    WalletChannel,
    ChannelSettings
  >;
}

/** Every channel and the rates (USDT per unit), as stored or by default. Read uncached: money depends on it. */
export async function loadWalletSettings(db: Db | Tx, isProduction: boolean): Promise<WalletSettings> {
  const stored = await readSettings(db, [CHANNELS_KEY, RATES_KEY]);
  const channels = { ...defaultChannels(isProduction), ...(stored[CHANNELS_KEY] as object | undefined) };
  const rates = { ...DEFAULT_SETTINGS.exchange_rate, ...(stored[RATES_KEY] as object | undefined) } as Record<
    string,
    string
  >;
  return {
    two_person_threshold: await readTwoPersonThreshold(db),
    channels,
    rates: { ETH: rates.ETH!, BTC: rates.BTC! },
  };
}

/** USDT per unit of `currency`. */
export const rateOf = (settings: WalletSettings, currency: 'USDT' | 'ETH' | 'BTC'): string =>
  currency === 'USDT' ? '1' : settings.rates[currency];

/** Saves every channel and the rates at once, audited with what they were before. */
export async function saveWalletSettings(
  db: Db,
  adminId: number,
  isProduction: boolean,
  next: WalletSettings,
): Promise<WalletSettings> {
  return db.transaction(async (tx) => {
    // one admin's save at a time: the audit's "before" is what the save replaced
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wallet_settings'))`);
    const before = await loadWalletSettings(tx, isProduction);
    const rates = { USDT: '1', ETH: next.rates.ETH, BTC: next.rates.BTC };
    const threshold = next.two_person_threshold ?? before.two_person_threshold!;
    await writeSettings(tx, {
      [CHANNELS_KEY]: next.channels,
      [RATES_KEY]: rates,
      [TWO_PERSON_KEY]: twoPersonValue(threshold),
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'wallet.settings',
      subject: 'site:wallet',
      before,
      after: { ...next, two_person_threshold: threshold },
    });
    return { ...next, two_person_threshold: threshold };
  });
}

/** A currency's channel on a network, refused (naming `network`) unless it exists and is enabled. */
export function enabledChannel(
  settings: WalletSettings,
  currency: WalletCurrency,
  network: WalletNetwork,
): ChannelSettings {
  const channel = carries(currency, network) ? settings.channels[channelOf(currency, network)] : undefined;
  if (!channel?.enabled) {
    throw fail('msg.channel_disabled', { params: { currency, network }, field: 'network' });
  }
  return channel;
}
