import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from './schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category: a few dozen rows, read whole (and cached) and arranged in code. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

/** A category and every category below it, from the whole tree. */
export function descendantsOf(all: readonly { id: number; pid: number }[], categoryId: number): number[] {
  const found = new Set([categoryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of all) {
      if (found.has(row.pid) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}
