import { adminCatalogueCalls as calls } from '@market/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as categories from './admin-categories.ts';
import * as moderation from './admin-products.ts';
import * as picks from './home-picks.ts';

const actor = (user: { id: number }, request: FastifyRequest) => ({ id: user.id, ip: request.ip });

/** The back office's catalogue (decision 046): category tree, home picks, product take-down. */
export function adminCatalogueRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, cache: ctx.catalogueCache };
  return [
    route(calls.categories, () => categories.listAdminCategories(ctx.db)),
    route(
      calls.saveCategory,
      ({ user, input, request }) => categories.saveCategory(deps, actor(user, request), input),
      {
        message: 'msg.category_saved',
      },
    ),
    route(
      calls.reorderCategories,
      ({ user, input, request }) => categories.reorderCategories(deps, actor(user, request), input),
      { message: 'msg.categories_reordered' },
    ),
    route(
      calls.deleteCategory,
      ({ user, input, request }) => categories.deleteCategory(deps, actor(user, request), input.id),
      { message: 'msg.category_deleted' },
    ),
    route(calls.homePicks, () => picks.listHomePicks(ctx.db)),
    route(
      calls.saveHomePicks,
      ({ user, input, request }) => picks.saveHomePicks(deps, actor(user, request), input),
      {
        message: 'msg.home_picks_saved',
      },
    ),
    route(calls.products, ({ input }) => moderation.listProductsForAdmin(deps, input)),
    route(
      calls.takeDown,
      ({ user, input, request }) => moderation.takeDownProduct(deps, actor(user, request), input),
      {
        message: 'msg.product_taken_down_done',
      },
    ),
    route(
      calls.restore,
      ({ user, input, request }) => moderation.restoreProduct(deps, actor(user, request), input.id),
      {
        message: 'msg.product_restored',
      },
    ),
  ];
}
