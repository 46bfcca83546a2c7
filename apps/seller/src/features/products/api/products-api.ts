import { bindCalls } from '@market/client';
import { catalogueCalls } from '@market/contract/routes/catalogue-calls';
import { sellerProductCalls } from '@market/contract/routes/seller-product-calls';
import { uploadCalls } from '@market/contract/routes/upload-calls';
import { client } from '../../../lib/api.ts';

/** The product center's calls (`/api/seller/product/*`), always the merchant's own store. */
export const sellerProducts = bindCalls(client, sellerProductCalls);

/** The category tree buyers browse: a product is filed under one of its categories. */
export const getCategoryTree = () => client.call(catalogueCalls.category, { pid: 0 });

/** A picture for a product: `POST /api/index/upload` answers its public url and srcset. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return client.upload(uploadCalls.upload, form);
}
