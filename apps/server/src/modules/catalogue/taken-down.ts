import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { products } from './schema.ts';

/**
 * Refuses to put a product an admin took down back on shelf (decision 046): only an admin's
 * restore lifts it. The refusal names the product and the admin's reason.
 */
export async function refuseTakenDown(tx: Tx, storeId: number, ids: number[]): Promise<void> {
  const [row] = await tx
    .select({ title: products.title, reason: products.takenDownReason })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids), isNotNull(products.takenDownAt)))
    .limit(1);
  if (row)
    throw fail('msg.product_taken_down', { field: 'ids', params: { title: row.title, reason: row.reason } });
}
