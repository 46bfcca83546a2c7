import { type BoundCalls, bindCalls } from '@market/client';
import { sellerStoreCalls } from '@market/contract/routes/seller-store-calls';
import { uploadCalls } from '@market/contract/routes/upload-calls';
import { client } from '../../../lib/api.ts';

/** The store center's calls (profile, update, holiday, sales) through the app's one client. */
export const storeApi: BoundCalls<typeof sellerStoreCalls> = bindCalls(client, sellerStoreCalls);

/** A public picture for the logo or banner (`POST /api/index/upload`); its `url` goes into the update. */
export function uploadPicture(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.upload(uploadCalls.upload, form);
}

/** Query keys of the store center: one root, so an edit refreshes the header and the figures. */
export const storeKeys = {
  all: ['store'] as const,
  profile: ['store', 'profile'] as const,
  sales: (period: string) => ['store', 'sales', period] as const,
};
