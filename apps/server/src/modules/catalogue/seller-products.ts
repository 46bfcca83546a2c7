import type {
  sellerProductListRequest,
  sellerProductSaveRequest,
  SellerProductDetail,
} from '@market/contract';
import type { Paged, SellerProductRow } from '@market/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { offsetOf, toPage } from '../../lib/paging.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { mapOwnPublicImages, type StoredImage } from '../upload/index.ts';
import type { CatalogueCache } from './cache.ts';
import { findOwnStore, findPublishingStore } from './own-store.ts';
import { likePattern } from './search-terms.ts';
import { hashOfImageRef, presentSellerProduct, presentSellerRow } from './seller-present.ts';
import {
  countSellerProducts,
  existingCategories,
  findSellerProduct,
  listProductSkus,
  listSellerProducts,
  lockStoreForPublishing,
} from './seller-product-queries.ts';
import { type CheckedSku, checkSkuDrafts } from './seller-rules.ts';
import { applyPlans, type ProductPlan, type ProductValues } from './seller-writes.ts';
import { planWholesale } from './wholesale-rules.ts';
import { writeWholesale } from './wholesale-writes.ts';
import { findDescriptions, sanitizeTexts } from './product-texts.ts';

export interface SellerDeps {
  db: Db;
  cache: CatalogueCache;
}

/** The id of the caller's store, for a call that only reads (a change reads the store's status). */
export function readableStoreId({ db, cache }: SellerDeps, userId: number): Promise<number> {
  return cache.ownStoreIds.get(String(userId), async () => (await findOwnStore(db, userId)).id);
}

/** The store's products page: read fresh; its total from this instance's cache, cleared by every change. */
export async function listSellerProductPage(
  deps: SellerDeps,
  userId: number,
  params: z.output<typeof sellerProductListRequest>,
): Promise<Paged<SellerProductRow>> {
  const { db, cache } = deps;
  const storeId = await readableStoreId(deps, userId);
  const filter = {
    storeId,
    status: params.status,
    pattern: params.keyword ? likePattern(params.keyword) : '',
  };
  const [rows, total] = await Promise.all([
    listSellerProducts(db, filter, { limit: params.limit, offset: offsetOf(params) }),
    cache.sellerTotals.get(`${storeId}:${filter.status}:${filter.pattern}`, () =>
      countSellerProducts(db, filter),
    ),
  ]);
  return toPage(rows, presentSellerRow, total, params);
}

async function readProduct(db: Db, storeId: number, id: number): Promise<SellerProductDetail> {
  const product = await findSellerProduct(db, storeId, id);
  if (!product) throw notFound('msg.product_not_found');
  const [skus, descriptions] = await Promise.all([listProductSkus(db, id), findDescriptions(db, id)]);
  return presentSellerProduct(product, skus, descriptions);
}

export async function getSellerProduct(deps: SellerDeps, userId: number, id: number) {
  return readProduct(deps.db, await readableStoreId(deps, userId), id);
}

/**
 * The pictures, in order, as stored: each one the product already has, or a public image the
 * caller uploaded (anything else names its place, `images.2`). The same picture twice is kept once.
 */
async function resolveImages(
  db: Db,
  userId: number,
  refs: string[],
  current: StoredImage[],
): Promise<StoredImage[]> {
  const hashes = [...new Set(refs.map(hashOfImageRef))];
  const known = new Map(current.map((image) => [image.hash, image]));
  const owned = await mapOwnPublicImages(
    db,
    userId,
    hashes.filter((hash) => !known.has(hash)),
  );
  return hashes.map((hash) => {
    const image = known.get(hash) ?? owned.get(hash);
    if (!image)
      throw fail('validation.image_format', { field: `images.${refs.map(hashOfImageRef).indexOf(hash)}` });
    return image;
  });
}

/**
 * The SKUs sent against the product's: an `id` keeps that SKU (another product's is refused), a
 * SKU without one takes the id of a SKU left out with the same size and colour (so re-entering a
 * variant keeps its orders), and the rest are added; the product's SKUs not kept are removed.
 */
export async function planSkus(
  tx: Tx,
  productId: number,
  skus: CheckedSku[],
): Promise<Pick<ProductPlan, 'keep' | 'add' | 'remove'>> {
  const existing = await listProductSkus(tx, productId);
  const byId = new Map(existing.map((sku) => [sku.id, sku]));
  const claimed = new Set(skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id])));
  const byVariant = new Map(
    existing.filter((sku) => !claimed.has(sku.id)).map((sku) => [`${sku.size}\u0000${sku.color}`, sku]),
  );
  const keep: ProductPlan['keep'] = [];
  const add: CheckedSku[] = [];
  skus.forEach((sku, index) => {
    const old = sku.id === undefined ? byVariant.get(`${sku.size}\u0000${sku.color}`) : byId.get(sku.id);
    if (!old && sku.id !== undefined) throw fail('msg.sku_not_found', { field: `skus.${index}.id` });
    if (!old) return void add.push(sku);
    keep.push({ ...sku, id: old.id, variantChanged: old.size !== sku.size || old.color !== sku.color });
  });
  const kept = new Set(keep.map((sku) => sku.id));
  return { keep, add, remove: existing.filter((sku) => !kept.has(sku.id)).map((sku) => sku.id) };
}

/** Creates a product (no `id`) or replaces one's values and SKUs; buyers see it at once. */
export async function saveSellerProduct(
  { db, cache }: SellerDeps,
  userId: number,
  input: z.output<typeof sellerProductSaveRequest>,
): Promise<SellerProductDetail> {
  const skus = checkSkuDrafts(input.skus);
  const store = await findPublishingStore(db, userId);
  const current = input.id === undefined ? undefined : await findSellerProduct(db, store.id, input.id);
  if (input.id !== undefined && !current) throw notFound('msg.product_not_found');
  if (!(await existingCategories(db, [input.category_id])).has(input.category_id))
    throw fail('msg.category_not_found', { field: 'category_id' });
  const currentSkus = current ? await listProductSkus(db, current.id) : [];
  const wholesale = planWholesale(input, current && { ...current, skus: currentSkus }, skus);
  const values: ProductValues = {
    categoryId: input.category_id,
    title: input.title,
    images: await resolveImages(db, userId, input.images, current?.images ?? []),
    description: sanitizeRichText(input.description),
    titles: input.titles,
    descriptions: input.descriptions && sanitizeTexts(input.descriptions),
    freight: input.freight,
    onShelf: input.on_shelf,
  };
  const id = await retryTransaction(() =>
    db.transaction(async (tx) => {
      await lockStoreForPublishing(tx, store.id);
      let plan: ProductPlan = { id: null, values, keep: [], add: skus, remove: [] };
      if (current) {
        if (!(await findSellerProduct(tx, store.id, current.id, true)))
          throw notFound('msg.product_not_found');
        plan = { id: current.id, values, ...(await planSkus(tx, current.id, skus)) };
      }
      const [id] = await applyPlans(tx, store.id, [plan]);
      await writeWholesale(tx, id!, wholesale.terms, wholesale.skuTiers);
      return id!;
    }),
  );
  cache.invalidate();
  return readProduct(db, store.id, id);
}
