import type { AdminCategory, AdminCategoryTree } from '@market/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { CatalogueCache } from './cache.ts';
import { descendantsOf } from './category-queries.ts';
import { categories, products } from './schema.ts';

export interface AdminCatalogueDeps {
  db: Db;
  cache: CatalogueCache;
}

/** Who acts: the admin and the address the request came from, for the audit log. */
export interface Actor {
  id: number;
  ip: string;
}

type CategoryRow = typeof categories.$inferSelect;

/** Parents before children, each parent's children by their sort: the order a tree is drawn in. */
function inTreeOrder(rows: CategoryRow[]): CategoryRow[] {
  const ordered: CategoryRow[] = [];
  const visit = (pid: number, depth: number) => {
    if (depth > rows.length) return;
    for (const row of rows.filter((one) => one.pid === pid)) {
      ordered.push(row);
      visit(row.id, depth + 1);
    }
  };
  visit(0, 0);
  return ordered;
}

/** The whole tree with each category's product count (a few dozen rows; one grouped count). */
export async function listAdminCategories(db: Db | Tx): Promise<AdminCategoryTree> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, Number(row.n)]));
  const present = (row: CategoryRow): AdminCategory => ({
    id: row.id,
    pid: row.pid,
    names: row.names,
    icon: row.icon,
    sort: row.sort,
    product_count: countOf.get(row.id) ?? 0,
  });
  return { categories: inTreeOrder(rows).map(present) };
}

/** The category, locked; an unknown `id` is a 404, an unknown parent a refusal naming `pid`. */
async function lockCategory(tx: Tx, id: number, field: 'id' | 'pid' = 'id'): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (row) return row;
  throw field === 'id' ? notFound('msg.category_not_found') : fail('msg.category_not_found', { field });
}

/** The place after a parent's last child. */
async function nextSort(tx: Tx, pid: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${categories.sort}) + 1, 0)::int` })
    .from(categories)
    .where(eq(categories.pid, pid));
  return row?.next ?? 0;
}

/** One change to the tree: the write and its audit row together, then the caches cleared. */
async function changeTree(
  { db, cache }: AdminCatalogueDeps,
  change: (tx: Tx) => Promise<unknown>,
): Promise<AdminCategoryTree> {
  const tree = await db.transaction(async (tx) => {
    // one tree edit at a time: two moves at once could otherwise make a cycle between them
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);
    await change(tx);
    return listAdminCategories(tx);
  });
  cache.invalidateCategories();
  return tree;
}

/** Creates a category (last of its parent) or edits one; a category never moves under itself. */
export function saveCategory(
  deps: AdminCatalogueDeps,
  actor: Actor,
  input: { id?: number; pid: number; names: Record<string, string>; icon: string },
): Promise<AdminCategoryTree> {
  return changeTree(deps, async (tx) => {
    if (input.pid !== 0) await lockCategory(tx, input.pid, 'pid');
    const values = { pid: input.pid, names: input.names, icon: input.icon };
    if (input.id === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({ ...values, sort: await nextSort(tx, input.pid) })
        .returning({ id: categories.id });
      if (!row) throw new Error('the category insert returned no row');
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'category.create',
        subject: `category:${row.id}`,
        before: null,
        after: values,
      });
      return;
    }
    const before = await lockCategory(tx, input.id);
    const all = await tx.select({ id: categories.id, pid: categories.pid }).from(categories);
    if (descendantsOf(all, input.id).includes(input.pid))
      throw fail('msg.category_parent_invalid', { field: 'pid' });
    const moved = before.pid !== input.pid;
    const sort = moved ? await nextSort(tx, input.pid) : before.sort;
    await tx
      .update(categories)
      .set({ ...values, sort })
      .where(eq(categories.id, input.id));
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'category.update',
      subject: `category:${input.id}`,
      before: { pid: before.pid, names: before.names, icon: before.icon },
      after: values,
    });
  });
}

/** Puts a parent's children in the given order: the list must hold each of them exactly once. */
export function reorderCategories(
  deps: AdminCatalogueDeps,
  actor: Actor,
  input: { pid: number; ids: number[] },
): Promise<AdminCategoryTree> {
  return changeTree(deps, async (tx) => {
    const children = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.pid, input.pid))
      .orderBy(asc(categories.sort), asc(categories.id));
    if (input.pid !== 0 && children.length === 0) await lockCategory(tx, input.pid, 'pid');
    const current = children.map((row) => row.id);
    const same = new Set(input.ids).size === input.ids.length && input.ids.length === current.length;
    if (!same || input.ids.some((id) => !current.includes(id)))
      throw fail('msg.category_order_mismatch', { field: 'ids' });
    for (const [sort, id] of input.ids.entries())
      await tx.update(categories).set({ sort }).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'category.reorder',
      subject: `category:${input.pid}`,
      before: { ids: current },
      after: { ids: input.ids },
    });
  });
}

/** Deletes a category that holds nothing: no sub-category and no product (deleted ones included). */
export function deleteCategory(
  deps: AdminCatalogueDeps,
  actor: Actor,
  id: number,
): Promise<AdminCategoryTree> {
  return changeTree(deps, async (tx) => {
    const before = await lockCategory(tx, id);
    const [childRows, productRows] = await Promise.all([
      tx.select({ n: count() }).from(categories).where(eq(categories.pid, id)),
      tx.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    ]);
    const children = Number(childRows[0]?.n ?? 0);
    const filed = Number(productRows[0]?.n ?? 0);
    if (children > 0 || filed > 0)
      throw fail('msg.category_not_empty', { field: 'id', params: { children, products: filed } });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'category.delete',
      subject: `category:${id}`,
      before: { pid: before.pid, names: before.names, icon: before.icon, sort: before.sort },
      after: null,
    });
  });
}
