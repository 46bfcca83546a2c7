import { type BoundCalls, bindCalls } from '@market/client';
import { sellerOrderCalls } from '@market/contract/routes/seller-order-calls';
import { client } from '../../../lib/api.ts';

/** The store's order calls through the seller app's one client (its token, toasts, 401 handling). */
export const sellerOrders: BoundCalls<typeof sellerOrderCalls> = bindCalls(client, sellerOrderCalls);
