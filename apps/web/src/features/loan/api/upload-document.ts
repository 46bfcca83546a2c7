import { account } from '../../../lib/account.ts';

/** A document of an application: a private upload, readable by its owner and the reviewers only. */
export async function uploadLoanDocument(file: File): Promise<{ id: number }> {
  const uploaded = await account.upload(file, { isPrivate: true, fileName: file.name });
  return { id: uploaded.id };
}
