import { type BoundCalls, bindCalls } from '@market/client';
import { merchantCalls } from '@market/contract/routes/merchant-calls';
import { client } from '../../../lib/api.ts';

/** The merchant application's calls (status, submit) through the app's one client. */
export const merchant: BoundCalls<typeof merchantCalls> = bindCalls(client, merchantCalls);
