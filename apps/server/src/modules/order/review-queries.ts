import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productReviews, products, type StoredImage, stores, uploads, users } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import type { OrderItemRow } from './queries.ts';

const hashOf = (url: string) => url.slice('/uploads/'.length, '/uploads/'.length + 64);

/** The review's photos: each must be a public image this buyer uploaded. */
export async function ownImages(db: Db, userId: number, urls: string[]): Promise<StoredImage[]> {
  if (urls.length === 0) return [];
  const hashes = urls.map(hashOf);
  const rows = await db
    .select({ hash: uploads.hash, width: uploads.width })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), eq(uploads.isPrivate, false), inArray(uploads.hash, hashes)));
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  return hashes.map((hash) => {
    const row = byHash.get(hash);
    if (!row) throw fail('validation.image_format', { field: 'images' });
    return { hash: row.hash, width: row.width };
  });
}

export async function insertReviews(
  tx: Tx,
  review: {
    userId: number;
    storeId: number;
    stars: number;
    content: string;
    images: StoredImage[];
    items: OrderItemRow[];
  },
): Promise<void> {
  const [user] = await tx
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, review.userId));
  const reviewerName = user?.nickname || user?.username || '';
  const firstLineOf = new Map<number, OrderItemRow>();
  for (const item of review.items)
    if (!firstLineOf.has(item.productId)) firstLineOf.set(item.productId, item);
  const lines = [...firstLineOf.values()];
  await tx.insert(productReviews).values(
    lines.map((item) => ({
      productId: item.productId,
      userId: review.userId,
      reviewerName,
      variant: [item.size, item.color].filter(Boolean).join(' / '),
      stars: review.stars,
      content: review.content,
      images: review.images,
    })),
  );
  const isPositive = review.stars >= 4 ? 1 : 0;
  const isMid = review.stars === 3 ? 1 : 0;
  const isNegative = review.stars <= 2 ? 1 : 0;
  const hasPictures = review.images.length > 0 ? 1 : 0;
  await tx
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + 1`,
      positiveCount: sql`${products.positiveCount} + ${isPositive}`,
      midCount: sql`${products.midCount} + ${isMid}`,
      negativeCount: sql`${products.negativeCount} + ${isNegative}`,
      pictureCount: sql`${products.pictureCount} + ${hasPictures}`,
    })
    .where(inArray(products.id, [...firstLineOf.keys()]));
  await tx
    .update(stores)
    .set({
      reviewCount: sql`${stores.reviewCount} + ${lines.length}`,
      positiveCount: sql`${stores.positiveCount} + ${isPositive * lines.length}`,
    })
    .where(eq(stores.id, review.storeId));
}

export async function addTransactionAmount(tx: Tx, storeId: number, amount: string): Promise<void> {
  await tx
    .update(stores)
    .set({ transactionAmount: sql`${stores.transactionAmount} + ${amount}::numeric` })
    .where(eq(stores.id, storeId));
}
