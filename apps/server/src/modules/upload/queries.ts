import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type StoredImage, uploads } from './schema.ts';

/** The content hash in a public image's URL (`/uploads/<hash>.webp`, or one of its widths). */
export const uploadHashOf = (url: string) => url.slice('/uploads/'.length, '/uploads/'.length + 64);

/** Whether `ownerId` uploaded the image `hash` publicly. */
export async function ownsPublicUpload(db: Db, ownerId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.hash, hash), eq(uploads.isPrivate, false)))
    .limit(1);
  return row !== undefined;
}

/** Whether `ownerId` uploaded the private file `id` (a transfer screenshot is one). */
export async function ownsPrivateUpload(db: Db | Tx, ownerId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), eq(uploads.isPrivate, true)));
  return row !== undefined;
}

/**
 * The public images `ownerId` uploaded, by hash, in the order asked; undefined when one of them is
 * not a public image of theirs.
 */
export async function findOwnPublicImages(
  db: Db,
  ownerId: number,
  hashes: string[],
): Promise<StoredImage[] | undefined> {
  if (hashes.length === 0) return [];
  const rows = await db
    .select({ hash: uploads.hash, width: uploads.width })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.isPrivate, false), inArray(uploads.hash, hashes)));
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  const images = hashes.map((hash) => byHash.get(hash));
  return images.every((image) => image !== undefined) ? images : undefined;
}

/**
 * The public images `ownerId` uploaded among `hashes`, by hash; the others are absent. For a list
 * that reports each picture that is not theirs (a CSV import's rows).
 */
export async function mapOwnPublicImages(
  db: Db,
  ownerId: number,
  hashes: string[],
): Promise<Map<string, StoredImage>> {
  const found = new Map<string, StoredImage>();
  const unique = [...new Set(hashes)];
  // bounded statements: an import may name thousands of pictures
  for (let at = 0; at < unique.length; at += 1000) {
    const rows = await db
      .select({ hash: uploads.hash, width: uploads.width })
      .from(uploads)
      .where(
        and(
          eq(uploads.ownerId, ownerId),
          eq(uploads.isPrivate, false),
          inArray(uploads.hash, unique.slice(at, at + 1000)),
        ),
      );
    for (const row of rows) found.set(row.hash, row);
  }
  return found;
}
