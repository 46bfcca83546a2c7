import { type BoundCalls, bindCalls } from '@market/client';
import { walletCalls } from '@market/contract/routes/wallet-calls';
import { client } from '../../../lib/api.ts';

/** The wallet calls (config, recharges, withdrawals, the balance log) through the app's one client. */
export const wallet: BoundCalls<typeof walletCalls> = bindCalls(client, walletCalls);
