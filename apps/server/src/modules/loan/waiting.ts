import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans } from './schema.ts';

/** Loan applications waiting for finance's decision (the back office's dashboard). */
export async function countLoansWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loans).where(eq(loans.status, 'reviewing'));
  return row?.n ?? 0;
}
