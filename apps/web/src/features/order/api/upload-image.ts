import { account } from '../../../lib/account.ts';

/** A review photo through the existing upload call (`POST /api/index/upload`); answers its URL. */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const uploaded = await account.upload(file, { fileName: file.name });
  return { url: uploaded.url };
}
