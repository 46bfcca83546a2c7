import { orderApi } from '@market/client';
import { client } from '../../../lib/api.ts';

/** Checkout, payment and order calls through the app's one client (headers, toasts, 401 handling). */
export const orders = orderApi(client);
