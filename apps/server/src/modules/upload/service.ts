import { type UploadResponse, roleMay } from '@market/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { uploads } from './schema.ts';
import { encodeImage } from './images.ts';
import type { FileStorage } from '../../storage/index.ts';

export async function saveUpload(
  deps: { db: Db; storage: FileStorage },
  auth: AuthUser,
  params: { bytes: Buffer; isPrivate: boolean },
): Promise<UploadResponse> {
  const image = await encodeImage(params.bytes, { withVariants: !params.isPrivate });
  await deps.storage.put(params.isPrivate, `${image.hash}.webp`, image.full);
  for (const variant of image.variants) {
    await deps.storage.put(false, `${image.hash}-${variant.width}.webp`, variant.data);
  }
  const [row] = await deps.db
    .insert(uploads)
    .values({
      ownerId: auth.id,
      hash: image.hash,
      isPrivate: params.isPrivate,
      width: image.width,
      height: image.height,
      bytes: image.full.length,
    })
    .returning({ id: uploads.id });
  const id = row!.id;
  if (params.isPrivate) {
    return {
      id,
      url: `/api/index/file/${id}`,
      srcset: '',
      width: image.width,
      height: image.height,
      private: true,
    };
  }
  const url = `/uploads/${image.hash}.webp`;
  const srcset = [
    ...image.variants.map((v) => `/uploads/${image.hash}-${v.width}.webp ${v.width}w`),
    `${url} ${image.width}w`,
  ].join(', ');
  return { id, url, srcset, width: image.width, height: image.height, private: false };
}

/** The admins who review documents: merchant applications, recharge screenshots, loan files. */
const readsDocuments = (auth: AuthUser) =>
  auth.role === 'admin' &&
  (['applications', 'recharges', 'loans'] as const).some((permission) => roleMay(auth.adminRole, permission));

/** A private file for its owner or a reviewing admin; anyone else is told it does not exist. */
export async function findPrivateFile(db: Db, auth: AuthUser, id: number): Promise<{ hash: string }> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || !row.isPrivate || (row.ownerId !== auth.id && !readsDocuments(auth))) {
    throw notFound('msg.file_not_found');
  }
  return { hash: row.hash };
}
