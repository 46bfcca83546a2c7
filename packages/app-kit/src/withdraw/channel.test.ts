import type { RechargeConfig } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { channelPath, findChannel, offeredCurrencies, parseChannel, pickChannel } from './channel.ts';

const channel = (currency: 'USDT' | 'ETH' | 'BTC', network: 'TRC20' | 'ERC20' | 'BTC') => ({
  currency,
  network,
  address: `${currency}-${network}-address`,
  min_recharge: '10',
  max_recharge: '100000',
  min_withdraw: '10',
  fee_fixed: '1',
  fee_percent: '0.1',
});

const config: RechargeConfig = {
  currencies: [
    {
      currency: 'USDT',
      decimals: 6,
      rate: '1',
      networks: [channel('USDT', 'TRC20'), channel('USDT', 'ERC20')],
    },
    { currency: 'ETH', decimals: 8, rate: '3000', networks: [] },
    { currency: 'BTC', decimals: 8, rate: '60000', networks: [channel('BTC', 'BTC')] },
  ],
  balance: '10000',
  service_url: 'https://example.com/chat',
};

describe('parseChannel', () => {
  it('reads a currency on a network that carries it', () => {
    expect(parseChannel('USDT-TRC20')).toEqual({ currency: 'USDT', network: 'TRC20' });
    expect(parseChannel('BTC-BTC')).toEqual({ currency: 'BTC', network: 'BTC' });
    expect(channelPath({ currency: 'ETH', network: 'ERC20' })).toBe('ETH-ERC20');
  });

  it('refuses unknown names, a network that does not carry the currency, and extra parts', () => {
    for (const ids of [
      undefined,
      '',
      'USDT',
      'DOGE-TRC20',
      'USDT-SOL',
      'ETH-TRC20',
      'BTC-ERC20',
      'USDT-TRC20-x',
    ]) {
      expect(parseChannel(ids), String(ids)).toBeNull();
    }
  });
});

describe('the offered channels', () => {
  it('leaves out a currency with no network open', () => {
    expect(offeredCurrencies(config).map((entry) => entry.currency)).toEqual(['USDT', 'BTC']);
    expect(findChannel(config, 'USDT', 'ERC20')?.address).toBe('USDT-ERC20-address');
    expect(findChannel(config, 'ETH', 'ERC20')).toBeUndefined();
  });

  it('starts on the wanted channel where offered, else on the first offered', () => {
    expect(pickChannel(config)).toEqual({ currency: 'USDT', network: 'TRC20' });
    expect(pickChannel(config, { currency: 'USDT', network: 'ERC20' })).toEqual({
      currency: 'USDT',
      network: 'ERC20',
    });
    // a change of currency lands on that currency's first network
    expect(pickChannel(config, { currency: 'BTC', network: 'ERC20' })).toEqual({
      currency: 'BTC',
      network: 'BTC',
    });
    expect(pickChannel(config, { currency: 'ETH' })).toEqual({ currency: 'USDT', network: 'TRC20' });
    expect(pickChannel({ ...config, currencies: [] })).toBeNull();
  });
});
