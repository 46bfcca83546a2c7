import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantApplications } from './schema.ts';

/** Applications waiting for a reviewer (the back office's dashboard). */
export async function countApplicationsWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchantApplications)
    .where(eq(merchantApplications.status, 'reviewing'));
  return row?.n ?? 0;
}
