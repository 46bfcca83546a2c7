import { addressApi } from '@market/client';
import { client } from '../../../lib/api.ts';

/** The address calls through the app's one client (headers, toasts, 401 handling). */
export const addresses = addressApi(client);
