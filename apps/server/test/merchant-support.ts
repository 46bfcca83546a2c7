import { randomBytes } from 'node:crypto';
import { uploads } from '../src/db/schema.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { buildUpload } from './wallet-support.ts';

/** A public image `ownerId` uploaded, by its URL (the upload route itself is tested elsewhere). */
export async function buildPublicImage(ctx: TestContext, ownerId: number): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await ctx.database.db
    .insert(uploads)
    .values({ ownerId, hash, isPrivate: false, width: 640, height: 640, bytes: 1000 });
  return `/uploads/${hash}.webp`;
}

/** A complete application form of `user`: their own logo, three identity photos and a signature. */
export async function applicationOf(
  ctx: TestContext,
  user: TestUser,
  storeName = `Store ${randomBytes(3).toString('hex')}`,
) {
  const privateFile = () => buildUpload(ctx.database, user.user.id);
  return {
    logo: await buildPublicImage(ctx, user.user.id),
    store_name: storeName,
    id_number: 'P1234567',
    real_name: 'Ada Lovelace',
    id_front: await privateFile(),
    id_back: await privateFile(),
    id_hold: await privateFile(),
    signature: await privateFile(),
    invite_code: '',
    agree: true,
  };
}

/** A user whose application is under review; answers the user and the application's id. */
export async function buildApplicant(ctx: TestContext, storeName?: string) {
  const user = await buildUser(ctx.database);
  const form = await applicationOf(ctx, user, storeName);
  const { body } = await post(ctx.app, '/api/merchant/reg', form, { token: user.token });
  if (body.code !== 1) throw new Error(`application failed: ${body.msg}`);
  return { user, form, applicationId: body.data.id as number };
}
