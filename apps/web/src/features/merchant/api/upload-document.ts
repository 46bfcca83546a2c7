import { account } from '../../../lib/account.ts';

/**
 * An identity photo or the signature: a private upload, readable by its owner and the reviewers
 * only (`/api/index/file/{id}`); the application sends its id.
 */
export async function uploadDocument(file: Blob, fileName: string): Promise<{ id: number; url: string }> {
  const { id, url } = await account.upload(file, { isPrivate: true, fileName });
  return { id, url };
}

/** The store logo: a public image, since it becomes the store's; the application sends its URL. */
export async function uploadLogo(file: Blob, fileName: string): Promise<{ id: number; url: string }> {
  const { id, url } = await account.upload(file, { fileName });
  return { id, url };
}
