import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

/** Whether `ownerId` uploaded the image `hash` publicly. */
export async function ownsPublicUpload(db: Db, ownerId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.hash, hash), eq(uploads.isPrivate, false)))
    .limit(1);
  return row !== undefined;
}
