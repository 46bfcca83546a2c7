import { cartCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { addMany } from './add-many.ts';
import * as cart from './service.ts';

/** A logged-in user's cart on the server (visitors keep theirs on the device); every call but `addMany` answers the cart. */
export function cartRoutes({ db }: AppContext) {
  return [
    route(cartCalls.list, ({ user, request }) => cart.getCart(db, user.id, request.lang)),
    route(cartCalls.add, ({ user, input, request }) =>
      cart.changeLine(db, user.id, input, 'add', request.lang),
    ),
    route(cartCalls.addMany, ({ user, input, request }) => addMany(db, user.id, input.items, request.lang)),
    route(cartCalls.set, ({ user, input, request }) =>
      cart.changeLine(db, user.id, input, 'set', request.lang),
    ),
    route(cartCalls.remove, ({ user, input, request }) =>
      cart.deleteLines(db, user.id, input.sku_ids, request.lang),
    ),
    route(cartCalls.merge, ({ user, input, request }) =>
      cart.mergeCart(db, user.id, input.items, request.lang),
    ),
  ];
}
