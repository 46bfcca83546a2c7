import { type BoundCalls, bindCalls } from '@market/client';
import { sellerRfqCalls } from '@market/contract/routes/seller-rfq-calls';
import { client } from '../../../lib/api.ts';

/** The store's request-for-quotation calls through the seller app's one client (token, toasts, 401). */
export const sellerQuotes: BoundCalls<typeof sellerRfqCalls> = bindCalls(client, sellerRfqCalls);
