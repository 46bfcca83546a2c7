import { type BoundCalls, bindCalls } from '@market/client';
import { rfqCalls } from '@market/contract/routes/rfq-calls';
import { client } from '../../../lib/api.ts';

/** The buyer's request-for-quotation calls through the app's one client (headers, toasts, 401). */
export const quotes: BoundCalls<typeof rfqCalls> = bindCalls(client, rfqCalls);
