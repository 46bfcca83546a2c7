import { z } from 'zod';
import { id } from '../common/fields.ts';
import { pageOf, paging, productCard, storeCard } from './common.ts';

/** `POST /api/user/followers {shop_id}`: toggles following a store. */
export const followRequest = z.object({ shop_id: id }).strict();
export const followResponse = z.object({ followed: z.boolean(), follower_count: z.number().int() });
export type FollowResponse = z.infer<typeof followResponse>;

/** `POST /api/user/followers_list`: the stores the caller follows, latest first. */
export const myListRequest = z.object({ ...paging }).strict();
export type MyListRequest = z.input<typeof myListRequest>;
export const followedStorePage = pageOf(storeCard);

/** `POST /api/user/collect {product_id}`: toggles a favourite ("Collection success" / "Cancel collection success"). */
export const favoriteRequest = z.object({ product_id: id }).strict();
export const favoriteResponse = z.object({ favorited: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponse>;

/** `POST /api/user/collect_list`: the caller's favourite products, latest first. */
export const favoritePage = pageOf(productCard);
