import { account } from '../../../lib/account.ts';

/** A transfer screenshot as a private upload (its owner and admins only); the recharge takes its id. */
export async function uploadScreenshot(file: File): Promise<{ id: number }> {
  const uploaded = await account.upload(file, { isPrivate: true, fileName: file.name });
  return { id: uploaded.id };
}
