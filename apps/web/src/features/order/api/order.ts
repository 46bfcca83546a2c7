import { type BoundCalls, bindCalls } from '@market/client';
import { orderCalls } from '@market/contract/routes/order-calls';
import { client } from '../../../lib/api.ts';

/** Checkout, payment and order calls through the app's one client (headers, toasts, 401 handling). */
export const orders: BoundCalls<typeof orderCalls> = bindCalls(client, orderCalls);
