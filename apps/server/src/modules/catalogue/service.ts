import {
  type CategoryListing,
  type Language,
  type CategoryNode,
  MAX_LIST_DEPTH,
  type Paged,
  type ProductCard,
  type ProductDetail,
  type ProductSort,
  type ReviewKind,
  type ReviewPage,
  type StoreCard,
  type StoreInfo,
} from '@market/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/index.ts';
import type { CatalogueCache } from './cache.ts';
import { notFound } from '../../lib/app-error.ts';
import { type LocalizedText, localize } from '../../lib/localize.ts';
import { formatMoney } from '../../lib/money.ts';
import { cachedPage, offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { descendantsOf, listCategories } from './category-queries.ts';
import {
  presentImage,
  reviewCountsOf,
  presentProductCard,
  presentReview,
  presentStoreCard,
} from './present.ts';
import {
  countProducts,
  listProducts as listProductPage,
  listProductsPeeking,
  listProductsWithTotal,
  type ProductFilter,
} from './product-list.ts';
import * as productQueries from './product-queries.ts';
import { listReviews } from './review-queries.ts';
import { countProductMatches, countStoreMatches, searchProducts, searchStores } from './search-queries.ts';
import * as storeQueries from './store-queries.ts';
import { skuNamesIn } from './variant-names.ts';
import { skuLadderOf } from './wholesale-present.ts';

export interface CatalogueDeps {
  db: Db;
  cache: CatalogueCache;
}

/**
 * A product list counts its matches up to this many (and past the page asked for); a larger total
 * answers one more than it counted, "more than", which still tells the buyer app there is a next
 * page. A store's list counts exactly: its page shows the number (decision 057).
 */
export const PRODUCT_TOTAL_CAP = 1000;

export async function listProducts(
  { db, cache }: CatalogueDeps,
  params: PageParams & {
    sort: ProductSort;
    category_id?: number;
    min_price?: string;
    max_price?: string;
    shop_id?: number;
  },
  lang: Language,
): Promise<Paged<ProductCard>> {
  const tree = params.category_id ? await getCategoryTree({ db, cache }) : undefined;
  const below = tree && params.category_id ? descendantsOf(tree, params.category_id) : undefined;
  // a top category with categories below it is one equality on `root_category_id` (decision 066)
  const isTop =
    below !== undefined && below.length > 1 && tree?.find((row) => row.id === params.category_id)?.pid === 0;
  const filter: ProductFilter = {
    categoryIds: isTop ? undefined : below,
    rootCategoryId: isTop ? params.category_id : undefined,
    minPrice: params.min_price,
    maxPrice: params.max_price,
    storeId: params.shop_id,
  };
  const key = JSON.stringify(filter);
  const offset = offsetOf(params);
  // past MAX_LIST_DEPTH no page is served, so no count goes further (decision 060)
  const atMost = params.shop_id
    ? undefined
    : Math.min(Math.max(PRODUCT_TOTAL_CAP, offset + params.limit), MAX_LIST_DEPTH) + 1;
  // the language is in the page's key: a page holds its titles (decision 039)
  const pageKey = `${lang}:${params.sort}:${key}:${params.page}:${params.limit}`;
  const totalKey = `products:${key}:${atMost ?? ''}`;
  const list = { sort: params.sort, limit: params.limit, offset, lang };
  // neither cached (a new combination): the page and its total in one statement
  const isNew = !cache.productPages.has(pageKey) && !cache.totals.has(totalKey);
  let both: ReturnType<typeof listProductsWithTotal> | undefined;
  const isDeep = atMost !== undefined && offset + params.limit >= PRODUCT_TOTAL_CAP;
  const loadBoth = () =>
    (both ??= isDeep
      ? listProductsPeeking(db, filter, { ...list, atMost: atMost! })
      : listProductsWithTotal(db, filter, { ...list, atMost }));
  const [rows, total] = await Promise.all([
    cache.productPages.get(pageKey, () =>
      isNew ? loadBoth().then((found) => found.rows) : listProductPage(db, filter, list),
    ),
    cache.totals.get(totalKey, () =>
      isNew ? loadBoth().then((found) => found.total) : countProducts(db, filter, atMost),
    ),
  ]);
  // the buyer app pages while `page × limit < total`: it stops at the deepest page served
  return cachedPage(rows, presentProductCard, atMost ? Math.min(total, MAX_LIST_DEPTH) : total, params);
}

export async function getProductDetail(
  { db }: CatalogueDeps,
  id: number,
  userId: number | null,
  lang: Language,
): Promise<ProductDetail> {
  const found = await productQueries.findProductDetail(db, id, userId, lang);
  if (!found) throw notFound('msg.product_not_found');
  const { product, store, skus } = found;
  const names = skuNamesIn(skus, lang);
  return {
    id: product.id,
    title: product.title,
    images: product.images.map(presentImage),
    price: formatMoney(product.price),
    sales: product.sales,
    description: product.description,
    category_id: product.categoryId,
    sizes: [...names.sizes.values()],
    colors: [...names.colors.values()],
    skus: skus.map(({ price_tiers, ...sku }) => ({
      ...sku,
      size: names.sizes.get(sku.size)!,
      color: names.colors.get(sku.color)!,
      price: formatMoney(sku.price),
      tiers: skuLadderOf({
        price: sku.price,
        priceTiers: price_tiers ?? product.priceTiers,
        minOrderQty: product.minOrderQty,
      }),
    })),
    min_order_qty: product.minOrderQty,
    order_multiple: product.orderMultiple,
    freight: formatMoney(product.freight),
    tax_rate: formatMoney(product.taxRate),
    shipment_note: translate(lang, 'product.ships_within', { hours: product.shipWithinHours }),
    store: {
      ...presentStoreCard(store),
      is_holiday: store.isHoliday,
      min_order_amount: store.minOrderAmount === null ? null : formatMoney(store.minOrderAmount),
    },
    review_counts: reviewCountsOf(product),
    is_favorite: found.isFavorite,
    is_followed: found.isFollowed,
  };
}

export async function listProductReviews(
  db: Db,
  params: PageParams & { product_id: number; kind: ReviewKind },
): Promise<ReviewPage> {
  const [counts, rows] = await Promise.all([
    productQueries.findReviewCounts(db, params.product_id),
    listReviews(db, params.product_id, params.kind, { limit: params.limit, offset: offsetOf(params) }),
  ]);
  if (!counts) throw notFound('msg.product_not_found');
  // the counters are kept with every review, so the total needs no count query
  return toPage(rows, presentReview, reviewCountsOf(counts)[params.kind], params);
}

export async function searchProductPage(
  { db, cache }: CatalogueDeps,
  params: PageParams & { keyword: string; storeId?: number },
  lang: Language,
): Promise<Paged<ProductCard>> {
  const keyword = params.keyword.toLowerCase();
  const [rows, total] = await Promise.all([
    cache.productSearches.get(
      `${lang}:${params.storeId ?? ''}:${keyword}:${params.page}:${params.limit}`,
      () =>
        searchProducts(db, keyword, {
          limit: params.limit,
          offset: offsetOf(params),
          storeId: params.storeId,
          lang,
        }),
    ),
    // matches depend on the language too: the title in it is searched (decision 039)
    cache.totals.get(`search:${lang}:${params.storeId ?? ''}:${keyword}`, () =>
      countProductMatches(db, keyword, { storeId: params.storeId, lang }),
    ),
  ]);
  return cachedPage(rows, presentProductCard, total, params);
}

export async function searchStorePage(
  { db, cache }: CatalogueDeps,
  params: PageParams & { keyword: string },
): Promise<Paged<StoreCard>> {
  const keyword = params.keyword.toLowerCase();
  const [rows, total] = await Promise.all([
    cache.storeSearches.get(`${keyword}:${params.page}:${params.limit}`, () =>
      searchStores(db, keyword, { limit: params.limit, offset: offsetOf(params) }),
    ),
    cache.totals.get(`search-stores:${keyword}`, () => countStoreMatches(db, keyword)),
  ]);
  return cachedPage(rows, presentStoreCard, total, params);
}

export async function listStorePage(
  { db, cache }: CatalogueDeps,
  params: PageParams & { sort: keyof typeof storeQueries.STORE_ORDER },
): Promise<Paged<StoreCard>> {
  const [rows, total] = await Promise.all([
    storeQueries.listStores(db, {
      orderBy: storeQueries.STORE_ORDER[params.sort],
      limit: params.limit,
      offset: offsetOf(params),
    }),
    cache.totals.get('stores', () => storeQueries.countStores(db)),
  ]);
  return toPage(rows, presentStoreCard, total, params);
}

export async function getStoreInfo(
  deps: CatalogueDeps,
  params: PageParams & { id: number; keyword?: string; sort: ProductSort },
  userId: number | null,
  lang: Language,
): Promise<StoreInfo> {
  const found = await storeQueries.findStorePage(deps.db, params.id, userId);
  // a suspended store's page is gone for buyers, as its products are (decision 029)
  if (!found || found.store.status === 'suspended') throw notFound('msg.store_not_found');
  const { store } = found;
  const products = params.keyword
    ? await searchProductPage(deps, { ...params, keyword: params.keyword, storeId: store.id }, lang)
    : await listProducts(deps, { ...params, shop_id: store.id }, lang);
  return {
    shop: {
      ...presentStoreCard(store),
      banner: store.banner ? presentImage(store.banner) : null,
      intro: store.intro,
      transaction_amount: formatMoney(store.transactionAmount),
      created_at: store.createdAt.toISOString(),
      is_holiday: store.isHoliday,
    },
    is_followed: found.isFollowed,
    products,
  };
}

/** Every category, from this instance's cache (a minute at most behind an edit elsewhere). */
function getCategoryTree({ db, cache }: CatalogueDeps) {
  return cache.categories.get('all', () => listCategories(db));
}

export async function getCategoryListing(
  deps: CatalogueDeps,
  pid: number,
  lang: string,
): Promise<CategoryListing> {
  const all = await getCategoryTree(deps);
  const node = (row: { id: number; pid: number; names: LocalizedText; icon: string }): CategoryNode => ({
    id: row.id,
    pid: row.pid,
    name: localize(row.names, lang),
    icon: row.icon,
  });
  const byId = new Map(all.map((row) => [row.id, row]));
  const current = pid === 0 ? undefined : byId.get(pid);
  if (pid !== 0 && !current) throw notFound('msg.category_not_found');
  const path: CategoryNode[] = [];
  // bounded by the number of categories, so a pid cycle in bad data cannot loop forever
  for (let at = current, hops = 0; at && hops < all.length; at = byId.get(at.pid), hops += 1)
    path.unshift(node(at));
  const childrenOf = (id: number) => all.filter((row) => row.pid === id);
  return {
    category: current ? node(current) : null,
    path,
    children: childrenOf(pid).map((child) => ({ ...node(child), children: childrenOf(child.id).map(node) })),
  };
}
