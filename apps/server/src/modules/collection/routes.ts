import {
  envelopeOf,
  favoritePage,
  favoriteRequest,
  favoriteResponse,
  followedStorePage,
  followRequest,
  followResponse,
  myListRequest,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import * as collection from './service.ts';

const tags = ['collection'];

/** Followed stores and favourite products: each the caller's own, toggled by one call. */
export function collectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.post(
      '/api/user/followers',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Follow a store, or unfollow it when already followed',
          body: followRequest,
          response: { 200: envelopeOf(followResponse) },
        },
      },
      async (request) => {
        const data = await collection.toggleFollow(db, caller(request).id, request.body.shop_id);
        return {
          code: 1 as const,
          msg: request.t(data.followed ? 'msg.collection_success' : 'msg.collection_cancelled'),
          data,
        };
      },
    );

    app.post(
      '/api/user/followers_list',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'The stores the caller follows, latest first',
          body: myListRequest,
          response: { 200: envelopeOf(followedStorePage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await collection.listFollowedStores(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/user/collect',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Add a product to favourites, or remove it when already there',
          body: favoriteRequest,
          response: { 200: envelopeOf(favoriteResponse) },
        },
      },
      async (request) => {
        const data = await collection.toggleFavorite(db, caller(request).id, request.body.product_id);
        return {
          code: 1 as const,
          msg: request.t(data.favorited ? 'msg.collection_success' : 'msg.collection_cancelled'),
          data,
        };
      },
    );

    app.post(
      '/api/user/collect_list',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "The caller's favourite products, latest first",
          body: myListRequest,
          response: { 200: envelopeOf(favoritePage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await collection.listFavoriteProducts(db, caller(request).id, request.body),
      }),
    );
  };
}
