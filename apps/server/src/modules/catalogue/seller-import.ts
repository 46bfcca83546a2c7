import { PRODUCT_IMAGES_MAX, PRODUCT_IMPORT_MAX_ERRORS, type SellerImportResponse } from '@market/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { idArray } from '../../db/prepared.ts';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { mapOwnPublicImages, type StoredImage } from '../upload/index.ts';
import { findPublishingStore } from './own-store.ts';
import { products, productSkus } from './schema.ts';
import { type ImportGroup, groupRows, planGroupSkus } from './seller-import-groups.ts';
import { checkRows, parseProductCsv, type RowIssue } from './seller-import-rows.ts';
import { planWholesaleOf } from './seller-import-tiers.ts';
import { existingCategories, lockStoreForPublishing } from './seller-product-queries.ts';
import type { SellerDeps } from './seller-products.ts';
import { applyPlans, type ProductPlan } from './seller-writes.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;
type Current = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'title'
  | 'categoryId'
  | 'images'
  | 'description'
  | 'freight'
  | 'onShelf'
  | 'titles'
  | 'priceTiers'
  | 'minOrderQty'
  | 'orderMultiple'
>;
type Sku = typeof productSkus.$inferSelect;

/** The store's products the file names, locked for the import, and their SKUs. */
async function loadCurrent(tx: Tx, storeId: number, groups: ImportGroup[]) {
  const ids = groups.flatMap((group) => (group.productId === null ? [] : [group.productId]));
  if (ids.length === 0) return { current: new Map<number, Current>(), skus: new Map<number, Sku[]>() };
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      categoryId: products.categoryId,
      images: products.images,
      description: products.description,
      freight: products.freight,
      onShelf: products.onShelf,
      titles: products.titles,
      priceTiers: products.priceTiers,
      minOrderQty: products.minOrderQty,
      orderMultiple: products.orderMultiple,
    })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        isNull(products.deletedAt),
        sql`${products.id} = any(${idArray(ids)})`,
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const skuRows = await tx
    .select()
    .from(productSkus)
    .where(sql`${productSkus.productId} = any(${idArray(ids)})`)
    .orderBy(asc(productSkus.id));
  const skus = new Map<number, Sku[]>();
  for (const sku of skuRows) skus.set(sku.productId, [...(skus.get(sku.productId) ?? []), sku]);
  return { current: new Map(rows.map((row) => [row.id, row])), skus };
}

/** Every picture the file names that is neither its product's already nor the caller's upload. */
async function resolveImages(db: Tx, userId: number, groups: ImportGroup[], current: Map<number, Current>) {
  const known = new Map<string, StoredImage>();
  for (const product of current.values()) for (const image of product.images) known.set(image.hash, image);
  const wanted = groups.flatMap((group) => group.cells.images ?? []).filter((hash) => !known.has(hash));
  const owned = await mapOwnPublicImages(db as unknown as Db, userId, wanted);
  for (const [hash, image] of owned) known.set(hash, image);
  return known;
}

/**
 * A description from the file, sanitized; the product's own when the cell is empty or holds it
 * unchanged (an exported file sent back: sanitizing 10,000 descriptions again costs seconds).
 */
function descriptionOf(cell: string | undefined, current: string | undefined): string {
  if (cell === undefined || cell === current) return current ?? '';
  return sanitizeRichText(cell);
}

/** Each group's plan, or the issues that refuse it; nothing is written here. */
async function planImport(
  tx: Tx,
  userId: number,
  storeId: number,
  groups: ImportGroup[],
  issues: RowIssue[],
) {
  const { current, skus } = await loadCurrent(tx, storeId, groups);
  const categoryIds = [...new Set(groups.flatMap((group) => group.cells.categoryId ?? []))];
  const categories = await existingCategories(tx as unknown as Db, categoryIds);
  const images = await resolveImages(tx, userId, groups, current);
  const plans: ProductPlan[] = [];
  for (const group of groups) {
    const first = group.rows[0]!.row;
    const at = (key: keyof ImportGroup['cells']) => group.cellRows[key] ?? first;
    const before = group.productId === null ? undefined : current.get(group.productId);
    if (group.productId !== null && !before) {
      for (const { row } of group.rows)
        issues.push({ row, field: 'product_id', key: 'msg.product_not_found' });
      continue;
    }
    const { cells } = group;
    const categoryId = cells.categoryId ?? before?.categoryId;
    if (categoryId === undefined)
      issues.push({ row: first, field: 'category_id', key: 'validation.choose_category' });
    else if (cells.categoryId !== undefined && !categories.has(categoryId))
      issues.push({ row: at('categoryId'), field: 'category_id', key: 'msg.category_not_found' });
    const hashes = cells.images ?? before?.images.map((image) => image.hash) ?? [];
    if (hashes.length === 0)
      issues.push({ row: first, field: 'images', key: 'validation.upload_product_image' });
    if (hashes.length > PRODUCT_IMAGES_MAX)
      issues.push({ row: at('images'), field: 'images', key: 'validation.too_many_product_images' });
    if (hashes.some((hash) => !images.has(hash)))
      issues.push({ row: at('images'), field: 'images', key: 'validation.image_format' });
    const { keep, add, olds, entries } = planGroupSkus(
      group,
      group.productId === null ? [] : (skus.get(group.productId) ?? []),
      issues,
    );
    const wholesale = planWholesaleOf(
      cells,
      group.cellRows,
      first,
      before,
      group.rows.map((row, n) => ({
        ...row.sku,
        row: row.row,
        cell: row.skuTiers,
        current: olds[n]?.priceTiers,
      })),
    );
    if ('issue' in wholesale) issues.push(wholesale.issue);
    else
      wholesale.skuTiers.forEach((tiers, n) => {
        const entry = entries[n];
        if (entry && tiers !== undefined) Object.assign(entry, { tiers, tiers_set: true });
      });
    plans.push({
      id: group.productId,
      values: {
        categoryId: categoryId ?? 0,
        title: cells.title ?? before?.title ?? '',
        images: hashes.flatMap((hash) => images.get(hash) ?? []),
        description: descriptionOf(cells.description, before?.description),
        freight: cells.freight ?? before?.freight ?? '0',
        onShelf: cells.onShelf ?? before?.onShelf ?? true,
        // a language's cell replaces its title; the others stay (decision 039)
        titles: cells.titles && { ...before?.titles, ...cells.titles },
        wholesale: 'terms' in wholesale ? wholesale.terms : undefined,
      },
      keep,
      add,
      remove: [],
    });
  }
  return plans;
}

/**
 * Creates and updates the store's products from a CSV, all or nothing (decision 027): every row is
 * checked, and with any issue nothing is written and each issue is reported by row and column in
 * the caller's language. Re-sending the corrected file then creates nothing twice.
 */
export async function importProducts(
  { db, cache }: SellerDeps,
  userId: number,
  bytes: Buffer,
  t: Translate,
): Promise<SellerImportResponse> {
  const store = await findPublishingStore(db, userId);
  const records = parseProductCsv(bytes);
  const checked = checkRows(records);
  const grouped = groupRows(checked.rows);
  const issues = [...checked.issues, ...grouped.issues];
  const written = await retryTransaction(() =>
    db.transaction(async (tx) => {
      await lockStoreForPublishing(tx, store.id);
      const found = [...issues];
      const plans = await planImport(tx, userId, store.id, grouped.groups, found);
      if (found.length > 0) return { plans: [], issues: found };
      await applyPlans(tx, store.id, plans);
      return { plans, issues: found };
    }),
  );
  if (written.plans.length > 0) cache.invalidate();
  const errors = written.issues
    .sort((a, b) => a.row - b.row)
    .slice(0, PRODUCT_IMPORT_MAX_ERRORS)
    .map((issue) => ({
      row: issue.row,
      field: issue.field,
      message: t(issue.key, { field: issue.field, ...issue.params }),
    }));
  return {
    created: written.plans.filter((plan) => plan.id === null).length,
    updated: written.plans.filter((plan) => plan.id !== null).length,
    rows: records.length,
    errors,
  };
}
