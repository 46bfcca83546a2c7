import { Decimal } from 'decimal.js';
import {
  SALES_DEFAULT_COUNT,
  type SalesFigures,
  type SalesPeriod,
  type SalesPoint,
  type SellerSalesResponse,
  type SellerStoreProfile,
  type sellerStoreUpdateRequest,
} from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { findOwnPublicImages, type StoredImage, uploadHashOf } from '../upload/index.ts';
import type { CatalogueCache } from './cache.ts';
import { findOwnStore, findPublishingStore, isStoreNameTaken, type OwnStore } from './own-store.ts';
import { positiveRate, presentImage } from './present.ts';
import { findStoreRating } from './seller-review-queries.ts';
import * as queries from './seller-store-queries.ts';

/**
 * What the store center needs besides the catalogue: the store's sales, which the order module
 * keeps (handed in by the routes, so the catalogue does not depend on the orders that depend on it).
 */
export interface StoreSales {
  figures(
    db: Db,
    storeId: number,
  ): Promise<{ totals: SalesFigures; today: SalesFigures; month: SalesFigures }>;
  series(db: Db, storeId: number, period: SalesPeriod, count: number): Promise<SalesPoint[]>;
}

export interface StoreCenterDeps {
  db: Db;
  cache: CatalogueCache;
  sales: StoreSales;
}

async function presentProfile({ db, sales }: StoreCenterDeps, store: OwnStore): Promise<SellerStoreProfile> {
  const [figures, rating, productCount] = await Promise.all([
    sales.figures(db, store.id),
    findStoreRating(db, store.id),
    queries.countShelfProducts(db, store.id),
  ]);
  return {
    id: store.id,
    name: store.name,
    logo: store.logo ? presentImage(store.logo) : null,
    banner: store.banner ? presentImage(store.banner) : null,
    intro: store.intro,
    contact: store.contact,
    min_order_amount: store.minOrderAmount === null ? null : formatMoney(store.minOrderAmount),
    status: store.status,
    status_reason: store.statusReason,
    is_holiday: store.isHoliday,
    rating,
    review_count: store.reviewCount,
    positive_rate: positiveRate(store.reviewCount, store.positiveCount),
    follower_count: store.followerCount,
    product_count: productCount,
    sell_count: store.sellCount,
    transaction_amount: formatMoney(store.transactionAmount),
    ...figures,
    created_at: store.createdAt.toISOString(),
  };
}

export async function getStoreProfile(deps: StoreCenterDeps, ownerId: number): Promise<SellerStoreProfile> {
  return presentProfile(deps, await findOwnStore(deps.db, ownerId));
}

/**
 * A logo or banner as sent: left out keeps it, null removes it, a URL must be a public image the
 * caller uploaded (or the picture the store already shows, which the seller app sends back as is).
 */
async function pictureOf(
  db: Db,
  ownerId: number,
  url: string | null | undefined,
  current: StoredImage | null,
  field: 'logo' | 'banner',
): Promise<StoredImage | null | undefined> {
  if (url === undefined || url === null) return url;
  const hash = uploadHashOf(url);
  if (current?.hash === hash) return current;
  const [image] = (await findOwnPublicImages(db, ownerId, [hash])) ?? [];
  if (!image) throw fail('validation.image_format', { field });
  return image;
}

/**
 * Edits the store's public profile and its minimum order amount; buyers see it at once (the
 * catalogue cache is invalidated), checkout reads the minimum from the database.
 */
export async function updateStore(
  deps: StoreCenterDeps,
  ownerId: number,
  body: z.output<typeof sellerStoreUpdateRequest>,
): Promise<SellerStoreProfile> {
  const { db } = deps;
  const store = await findPublishingStore(db, ownerId);
  if (body.name !== store.name && (await isStoreNameTaken(db, body.name, ownerId)))
    throw fail('msg.store_name_taken', { field: 'name' });
  const [logo, banner] = await Promise.all([
    pictureOf(db, ownerId, body.logo, store.logo, 'logo'),
    pictureOf(db, ownerId, body.banner, store.banner, 'banner'),
  ]);
  await queries.updateStoreProfile(db, store.id, {
    name: body.name,
    logo,
    banner,
    intro: body.intro,
    contact: body.contact,
    minOrderAmount: body.min_order_amount,
  });
  deps.cache.invalidate();
  return getStoreProfile(deps, ownerId);
}

/**
 * The holiday switch. Nothing cached shows it (the store page and product detail read the store
 * each time), so no cache is invalidated; cart and checkout read it from the database.
 */
export async function setHoliday(
  deps: StoreCenterDeps,
  ownerId: number,
  isHoliday: boolean,
): Promise<SellerStoreProfile> {
  const store = await findPublishingStore(deps.db, ownerId);
  await queries.setStoreHoliday(deps.db, store.id, isHoliday);
  return presentProfile(deps, { ...store, isHoliday });
}

/** Paid orders per day or week for the store center's chart, with the span's total. */
export async function getSales(
  deps: StoreCenterDeps,
  ownerId: number,
  body: { period: SalesPeriod; count?: number | undefined },
): Promise<SellerSalesResponse> {
  const store = await findOwnStore(deps.db, ownerId);
  const count = body.count ?? SALES_DEFAULT_COUNT[body.period];
  const series = await deps.sales.series(deps.db, store.id, body.period, count);
  const amount = series.reduce((sum, point) => sum.plus(point.amount), new Decimal(0));
  return {
    period: body.period,
    series,
    total: { orders: series.reduce((sum, point) => sum + point.orders, 0), amount: amount.toFixed() },
  };
}
