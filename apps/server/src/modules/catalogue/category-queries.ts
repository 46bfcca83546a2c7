import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Every category: a few dozen rows, read whole and arranged in code. */
export async function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}
