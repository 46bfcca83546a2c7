import { cartCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { addMany } from './add-many.ts';
import * as cart from './service.ts';

/** A logged-in user's cart on the server (visitors keep theirs on the device): a change answers what it changed (decision 056). */
export function cartRoutes({ db }: AppContext) {
  return [
    route(cartCalls.list, ({ user, request }) => cart.getCart(db, user.id, request.lang)),
    route(cartCalls.add, ({ user, input }) => cart.changeLine(db, user.id, input, 'add')),
    route(cartCalls.addMany, ({ user, input, request }) => addMany(db, user.id, input.items, request.lang)),
    route(cartCalls.set, ({ user, input }) => cart.changeLine(db, user.id, input, 'set')),
    route(cartCalls.remove, ({ user, input }) => cart.deleteLines(db, user.id, input.sku_ids)),
    route(cartCalls.merge, ({ user, input, request }) =>
      cart.mergeCart(db, user.id, input.items, request.lang),
    ),
  ];
}
