import { walletApi } from '@market/client';
import { client } from '../../../lib/api.ts';

/** The wallet calls (config, recharges, withdrawals, the balance log) through the app's one client. */
export const wallet = walletApi(client);
