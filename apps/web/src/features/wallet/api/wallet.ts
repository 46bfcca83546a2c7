import { walletApi } from '@market/client';
import { client } from '../../../lib/api.ts';

/** The balance log call through the app's one client. */
export const wallet = walletApi(client);
