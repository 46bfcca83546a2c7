import {
  cartAddRequest,
  cartDeleteRequest,
  cartIndexRequest,
  cartMergeRequest,
  cartResponse,
  cartSetRequest,
  envelopeOf,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import * as cart from './service.ts';

const tags = ['cart'];
const response = { 200: envelopeOf(cartResponse) };

/** A logged-in user's cart on the server (visitors keep theirs on the device); every call answers the cart. */
export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', requireUser);
    const ok = (msg: string, data: Awaited<ReturnType<typeof cart.getCart>>) => ({
      code: 1 as const,
      msg,
      data,
    });

    app.post(
      '/api/cart/index',
      { schema: { tags, summary: 'The caller’s cart', body: cartIndexRequest, response } },
      async (request) => ok(request.t('msg.success'), await cart.getCart(db, caller(request).id)),
    );
    app.post(
      '/api/cart/add',
      {
        schema: {
          tags,
          summary: 'Add units of a SKU (to its line if there is one)',
          body: cartAddRequest,
          response,
        },
      },
      async (request) =>
        ok(request.t('msg.success'), await cart.changeLine(db, caller(request).id, request.body, 'add')),
    );
    app.post(
      '/api/cart/set',
      { schema: { tags, summary: 'Set the quantity of a SKU’s line', body: cartSetRequest, response } },
      async (request) =>
        ok(request.t('msg.success'), await cart.changeLine(db, caller(request).id, request.body, 'set')),
    );
    app.post(
      '/api/cart/del',
      {
        schema: {
          tags,
          summary: 'Remove lines; without sku_ids, clear the cart',
          body: cartDeleteRequest,
          response,
        },
      },
      async (request) =>
        ok(request.t('msg.success'), await cart.deleteLines(db, caller(request).id, request.body.sku_ids)),
    );
    app.post(
      '/api/cart/merge',
      {
        schema: {
          tags,
          summary: 'Merge the device’s cart at login (a line on both keeps the larger quantity)',
          body: cartMergeRequest,
          response,
        },
      },
      async (request) =>
        ok(request.t('msg.success'), await cart.mergeCart(db, caller(request).id, request.body.items)),
    );
  };
}
