import { catalogueApi } from '@market/client';
import { client } from '../../../lib/api.ts';

/** The catalogue calls through the app's one client (headers, toasts, 401 handling). */
export const catalogue = catalogueApi(client);
