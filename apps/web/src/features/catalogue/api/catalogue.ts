import { bindCalls } from '@market/client';
import { catalogueCalls } from '@market/contract/routes/catalogue-calls';
import { collectionCalls } from '@market/contract/routes/collection-calls';
import { client } from '../../../lib/api.ts';

/** A toggle's new state with the server's translated message ("Collection success", ...). */
export type Toggled<T> = T & { message: string };

async function toggled<T>(envelope: Promise<{ data: T; msg: string }>): Promise<Toggled<T>> {
  const { data, msg } = await envelope;
  return { ...data, message: msg };
}

/** The catalogue calls through the app's one client (headers, toasts, 401 handling). */
export const catalogue = {
  ...bindCalls(client, catalogueCalls),
  ...bindCalls(client, collectionCalls),
  toggleFollow: (shopId: number) => toggled(client.envelope(collectionCalls.follow, { shop_id: shopId })),
  toggleFavorite: (productId: number) =>
    toggled(client.envelope(collectionCalls.favorite, { product_id: productId })),
};
