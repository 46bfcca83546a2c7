import { cartCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as cart from './service.ts';

/** A logged-in user's cart on the server (visitors keep theirs on the device); every call answers the cart. */
export function cartRoutes({ db }: AppContext) {
  return [
    route(cartCalls.list, ({ user }) => cart.getCart(db, user.id)),
    route(cartCalls.add, ({ user, input }) => cart.changeLine(db, user.id, input, 'add')),
    route(cartCalls.set, ({ user, input }) => cart.changeLine(db, user.id, input, 'set')),
    route(cartCalls.remove, ({ user, input }) => cart.deleteLines(db, user.id, input.sku_ids)),
    route(cartCalls.merge, ({ user, input }) => cart.mergeCart(db, user.id, input.items)),
  ];
}
