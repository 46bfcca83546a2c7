import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { uploads } from '../src/db/schema.ts';
import { post, type TestContext, type TestUser } from './helper.ts';

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
