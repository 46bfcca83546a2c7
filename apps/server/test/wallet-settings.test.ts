import { rechargeConfigResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { ADDRESS, buildUpload, requestRecharge, useWalletTests } from './wallet-support.ts';

const { ctx, buildWallet, rows, reviewRecharge, settings, saveSettings } = useWalletTests();

describe('POST /api/wallet/recharge_config', () => {
  it('offers each currency on its networks with addresses, limits, fees, rates and the balance', async () => {
    const user = await buildWallet('12.5');
    const { body } = await post(ctx.app, '/api/wallet/recharge_config', {}, { token: user.token });
    expect(body.code).toBe(1);
    const config = rechargeConfigResponse.parse(body.data);
    expect(config.balance).toBe('12.5');
    expect(config.currencies.map((entry) => [entry.currency, entry.networks.map((n) => n.network)])).toEqual([
      ['USDT', ['TRC20', 'ERC20']],
      ['ETH', ['ERC20']],
      ['BTC', ['BTC']],
    ]);
    const usdt = config.currencies[0]!;
    expect(usdt).toMatchObject({ decimals: 6, rate: '1' });
    expect(usdt.networks[0]).toMatchObject({
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      min_recharge: '10',
      max_recharge: '100000',
      fee_fixed: '1',
      fee_percent: '0.1',
    });
    expect(config.currencies[1]).toMatchObject({ currency: 'ETH', rate: '3000', decimals: 8 });
  });
});

describe('wallet settings', () => {
  it('are saved whole by an admin, validated, audited, and change what users are offered', async () => {
    const before = await settings();
    const bad = structuredClone(before);
    bad.channels['USDT-TRC20'].address = ADDRESS.ERC20;
    const refused = await saveSettings(bad);
    expect(refused.body).toEqual({
      code: 0,
      msg: 'This address belongs to another network',
      data: { field: 'address' },
    });
    const badChecksum = structuredClone(before);
    badChecksum.channels['ETH-ERC20'].address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAEd';
    const refused2 = await saveSettings(badChecksum);
    expect(refused2.body.data).toEqual({ field: 'address' });

    const next = structuredClone(before);
    next.channels['BTC-BTC'].enabled = false;
    next.rates.ETH = '2500';
    const saved = await saveSettings(next);
    expect(saved.body.code).toBe(1);
    try {
      const user = await buildWallet('0');
      const config = (await post(ctx.app, '/api/wallet/recharge_config', {}, { token: user.token })).body
        .data;
      expect(config.currencies.map((entry: { currency: string }) => entry.currency)).toEqual(['USDT', 'ETH']);
      expect(config.currencies[1].rate).toBe('2500');
      const image = await buildUpload(ctx.database, user.user.id);
      const closed = await post(
        ctx.app,
        '/api/wallet/recharge',
        { currency: 'BTC', network: 'BTC', amount: '0.01', image },
        { token: user.token },
      );
      expect(closed.body).toEqual({
        code: 0,
        msg: 'BTC on BTC is not available now',
        data: { field: 'network' },
      });
      const id = await requestRecharge(ctx, user, { currency: 'ETH', network: 'ERC20', amount: '0.1' });
      expect((await reviewRecharge({ id, approve: true })).body.data.credited).toBe('250');
      const site = (await post(ctx.app, '/api/index/index', {})).body.data;
      expect(site.exchange_rate.ETH).toBe('2500');
      const audit = await rows<{ n: string }>(
        sql`select count(*)::text as n from audit_log where action = 'wallet.settings' and actor_id = ${ctx.admin.user.id}`,
      );
      expect(Number(audit[0]!.n)).toBeGreaterThanOrEqual(1);
    } finally {
      await saveSettings(before);
    }
  });

  it('refuse a fee percentage that is no decimal, naming it (a JSON number such as 1e-7 answered 500)', async () => {
    const before = await settings();
    for (const fee of [1e-7, 'abc']) {
      const bad = structuredClone(before);
      bad.channels['USDT-TRC20'].fee_percent = fee;
      const { status, body } = await saveSettings(bad);
      expect({ fee, status, code: body.code, data: body.data }).toEqual({
        fee,
        status: 200,
        code: 0,
        data: { field: 'fee_percent' },
      });
    }
  });

  it('are for admins only', async () => {
    const user = await buildWallet('0');
    const read = await post(ctx.app, '/api/admin/wallet/settings', {}, { token: user.token });
    expect(read.status).toBe(403);
  });
});
