import { LANGUAGE_KEY } from '@market/app-kit/languages';
import type { SellerImportResponse } from '@market/contract';
import { sellerProductCalls } from '@market/contract/routes/seller-product-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { client } from '../../../lib/api.ts';
import { StorageKey } from '../../../lib/storage.ts';
import { productKeys } from './keys.ts';

/** The file name of an export when the server names none: the store's products on the day. */
export const exportFileName = (day = new Date()) => `products-${day.toISOString().slice(0, 10)}.csv`;

/**
 * Downloads the store's products as CSV. The export answers a file, not an envelope, so it is
 * fetched here with the session's token and saved through an object URL (a link cannot send the
 * token header); a refusal still comes as an envelope and is thrown with its message.
 */
export async function downloadProductsCsv(): Promise<void> {
  const response = await fetch(sellerProductCalls.exportCsv.path, {
    headers: {
      token: localStorage.getItem(StorageKey.token) ?? '',
      'Accept-Language': localStorage.getItem(LANGUAGE_KEY) ?? 'en',
    },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || i18next.t('common.requestFailed'));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? exportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once clicked; a minute is ample for slow devices
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Uploads a CSV to create and update products; all rows or none, with a report of refused rows. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<SellerImportResponse> => {
      const form = new FormData();
      form.append('file', file);
      return client.upload(sellerProductCalls.importCsv, form);
    },
    onSuccess: (report) => {
      if (report.errors.length === 0) void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
