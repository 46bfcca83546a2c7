import { type BoundCalls, bindCalls } from '@market/client';
import { addressCalls } from '@market/contract/routes/address-calls';
import { client } from '../../../lib/api.ts';

/** The address calls through the app's one client (headers, toasts, 401 handling). */
export const addresses: BoundCalls<typeof addressCalls> = bindCalls(client, addressCalls);
