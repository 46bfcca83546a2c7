import { randomBytes, randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { uploads } from '../src/db/schema.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { FUND_PASSWORD, fund, rowsOf, setFundPassword } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

/** Addresses with valid checksums, per network. */
export const ADDRESS = {
  TRC20: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  ERC20: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  BTC: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
} as const;

/** A transaction hash of `network`, different each call. */
export function txHash(network: 'TRC20' | 'ERC20' | 'BTC' = 'TRC20'): string {
  const hex = randomBytes(32).toString('hex');
  return network === 'ERC20' ? `0x${hex}` : hex;
}

/** A file in the uploads table (the upload route itself is tested in upload.test.ts). */
export async function buildUpload(database: Database, ownerId: number, isPrivate = true): Promise<number> {
  const [row] = await database.db
    .insert(uploads)
    .values({ ownerId, hash: randomBytes(16).toString('hex'), isPrivate, width: 10, height: 10, bytes: 100 })
    .returning({ id: uploads.id });
  return row!.id;
}

/** A pending USDT-TRC20 recharge of `amount` by `user`; answers its id. */
export async function requestRecharge(
  ctx: TestContext,
  user: TestUser,
  body: Partial<{ currency: string; network: string; amount: string; tx_hash: string }> = {},
): Promise<number> {
  const image = await buildUpload(ctx.database, user.user.id);
  const result = await post(
    ctx.app,
    '/api/wallet/recharge',
    { currency: 'USDT', network: 'TRC20', amount: '100', image, ...body },
    { token: user.token },
  );
  if (result.body.code !== 1) throw new Error(`recharge failed: ${result.body.msg}`);
  return result.body.data.id as number;
}

/**
 * The hooks of a wallet test file (the app, and an admin who funds and reviews) and the calls its
 * tests make, on that app.
 */
export function useWalletTests() {
  const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));

  /** A user with a fund password and `amount` credited by the admin. */
  async function buildWallet(amount = '1000') {
    const user = await buildUser(ctx.database);
    await setFundPassword(ctx.database, user.user.id);
    if (amount !== '0') await fund(ctx, ctx.admin, user.user.id, amount);
    return user;
  }

  return {
    ctx,
    buildWallet,
    rows: <T>(query: SQL) => rowsOf<T>(ctx.database, query),
    balanceOf: async (user: TestUser) =>
      (await post(ctx.app, '/api/user/index', {}, { token: user.token })).body.data.money as string,
    reviewRecharge: (body: object, token = ctx.admin.token) =>
      post(ctx.app, '/api/admin/recharge/review', body, { token }),
    reviewWithdrawal: (body: object, token = ctx.admin.token) =>
      post(ctx.app, '/api/admin/withdraw/review', body, { token }),
    /** A USDT-TRC20 withdrawal of 100 to a valid address, with `body` changed, under a fresh key. */
    withdraw: (user: TestUser, body: object, key = randomUUID()) =>
      post(
        ctx.app,
        '/api/wallet/withdraw',
        {
          currency: 'USDT',
          network: 'TRC20',
          address: ADDRESS.TRC20,
          amount: '100',
          fund_password: FUND_PASSWORD,
          ...body,
        },
        { token: user.token, headers: { 'idempotency-key': key } },
      ),
    /** The wallet settings as the admin reads them. */
    settings: async () =>
      (await post(ctx.app, '/api/admin/wallet/settings', {}, { token: ctx.admin.token })).body.data,
    saveSettings: (settings: object) =>
      post(ctx.app, '/api/admin/wallet/settings/save', settings, { token: ctx.admin.token }),
  };
}
