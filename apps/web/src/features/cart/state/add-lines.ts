import { bindCalls } from '@market/client';
import { cartCalls } from '@market/contract/routes/cart-calls';
import { client } from '../../../lib/api.ts';
import { cartSync } from './cart-sync.ts';

// `add-many` takes at most 100 lines (ADD_MANY_MAX_LINES, in the zod part of the contract)
const BATCH = 100;

const calls = bindCalls(client, cartCalls);

/**
 * Lines checked by the server a moment ago (a reorder, a quick order) into a logged-in buyer's
 * cart with `add-many` (decision 049), then the cart mirrored from the server. Each call adds
 * every line or none; a quick order past 100 lines goes in calls of 100, in order.
 */
export async function addLinesToCart(lines: { sku_id: number; num: number }[]): Promise<void> {
  for (let start = 0; start < lines.length; start += BATCH) {
    await calls.addMany({ items: lines.slice(start, start + BATCH) });
  }
  await cartSync.refresh().catch(() => undefined);
}
