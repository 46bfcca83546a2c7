import type { FavoriteResponse, FollowResponse, Paged, ProductCard, StoreCard } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { presentProductCard, presentStoreCard } from '../catalogue/present.ts';
import { findProduct } from '../catalogue/product-queries.ts';
import { findStore } from '../catalogue/store-queries.ts';
import * as queries from './queries.ts';

export async function toggleFollow(db: Db, userId: number, storeId: number): Promise<FollowResponse> {
  if (!(await findStore(db, storeId))) throw notFound('msg.store_not_found');
  const result = await db.transaction((tx) => queries.toggleFollow(tx, userId, storeId));
  return { followed: result.followed, follower_count: result.followerCount };
}

export async function toggleFavorite(db: Db, userId: number, productId: number): Promise<FavoriteResponse> {
  if (!(await findProduct(db, productId))) throw notFound('msg.product_not_found');
  const favorited = await db.transaction((tx) => queries.toggleFavorite(tx, userId, productId));
  return { favorited };
}

export async function listFollowedStores(
  db: Db,
  userId: number,
  params: PageParams,
): Promise<Paged<StoreCard>> {
  const options = { limit: params.limit, offset: offsetOf(params) };
  const [rows, total] = await Promise.all([
    queries.listFollowedStores(db, userId, options),
    queries.countFollowedStores(db, userId),
  ]);
  return toPage(rows, presentStoreCard, total, params);
}

export async function listFavoriteProducts(
  db: Db,
  userId: number,
  params: PageParams,
): Promise<Paged<ProductCard>> {
  const options = { limit: params.limit, offset: offsetOf(params) };
  const [rows, total] = await Promise.all([
    queries.listFavoriteProducts(db, userId, options),
    queries.countFavoriteProducts(db, userId),
  ]);
  return toPage(rows, presentProductCard, total, params);
}
