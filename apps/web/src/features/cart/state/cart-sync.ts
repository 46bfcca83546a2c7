import { bindCalls } from '@market/client';
import { cartCalls } from '@market/contract/routes/cart-calls';
import { client } from '../../../lib/api.ts';
import { useCart } from './cart.ts';
import { createCartSync } from './cart-sync-core.ts';
import { useSession } from '../../../state/session.ts';

/** The app's cart changes: local for visitors, mirrored from the server for a logged-in user. */
export const cartSync = createCartSync(
  bindCalls(client, cartCalls),
  {
    lines: () => useCart.getState().shopCart,
    add: (line) => useCart.getState().add(line),
    setNum: (key, num) => useCart.getState().setNum(key, num),
    remove: (keys) => useCart.getState().remove(keys),
    replace: (lines) => useCart.getState().replace(lines),
    patch: (items) => useCart.getState().patch(items),
  },
  () => useSession.getState().isLogin,
);

let isWatching = false;

/**
 * At start when logged in, and right after a login: merges the device's cart into the server's.
 * From then on a logout empties the device's cart (it stays on the server for the next login), so
 * the next person on this device neither sees it nor merges it into their own account.
 */
export function startCartSync(): void {
  void cartSync.merge().catch((error: unknown) => console.warn('cart merge failed', error));
  if (isWatching) return;
  isWatching = true;
  useSession.subscribe((state, previous) => {
    if (previous.isLogin && !state.isLogin) useCart.getState().clear();
  });
}
