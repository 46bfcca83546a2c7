import type {
  FavoriteResponse,
  FollowResponse,
  Language,
  Paged,
  ProductCard,
  StoreCard,
} from '@market/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import * as catalogue from '../catalogue/index.ts';

export async function toggleFollow(db: Db, userId: number, storeId: number): Promise<FollowResponse> {
  if (!(await catalogue.findStore(db, storeId))) throw notFound('msg.store_not_found');
  const result = await db.transaction((tx) => catalogue.toggleFollow(tx, userId, storeId));
  return { followed: result.followed, follower_count: result.followerCount };
}

export async function toggleFavorite(db: Db, userId: number, productId: number): Promise<FavoriteResponse> {
  if (!(await catalogue.findProduct(db, productId))) throw notFound('msg.product_not_found');
  const favorited = await db.transaction((tx) => catalogue.toggleFavorite(tx, userId, productId));
  return { favorited };
}

export async function listFollowedStores(
  db: Db,
  userId: number,
  params: PageParams,
): Promise<Paged<StoreCard>> {
  const options = { limit: params.limit, offset: offsetOf(params) };
  const [rows, total] = await Promise.all([
    catalogue.listFollowedStores(db, userId, options),
    catalogue.countFollowedStores(db, userId),
  ]);
  return toPage(rows, catalogue.presentStoreCard, total, params);
}

export async function listFavoriteProducts(
  db: Db,
  userId: number,
  params: PageParams,
  lang: Language,
): Promise<Paged<ProductCard>> {
  const options = { limit: params.limit, offset: offsetOf(params), lang };
  const [rows, total] = await Promise.all([
    catalogue.listFavoriteProducts(db, userId, options),
    catalogue.countFavoriteProducts(db, userId),
  ]);
  return toPage(rows, catalogue.presentProductCard, total, params);
}
