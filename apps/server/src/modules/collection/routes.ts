import { collectionCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as collection from './service.ts';

const toggled = (isOn: boolean) => (isOn ? 'msg.collection_success' : 'msg.collection_cancelled');

/** Followed stores and favourite products: each the caller's own, toggled by one call. */
export function collectionRoutes({ db }: AppContext) {
  return [
    route(collectionCalls.follow, ({ user, input }) => collection.toggleFollow(db, user.id, input.shop_id), {
      message: (data) => toggled(data.followed),
    }),
    route(collectionCalls.followedStores, ({ user, input }) =>
      collection.listFollowedStores(db, user.id, input),
    ),
    route(
      collectionCalls.favorite,
      ({ user, input }) => collection.toggleFavorite(db, user.id, input.product_id),
      { message: (data) => toggled(data.favorited) },
    ),
    route(collectionCalls.favorites, ({ user, input, request }) =>
      collection.listFavoriteProducts(db, user.id, input, request.lang),
    ),
  ];
}
