import { bindCalls } from '@market/client';
import { accountCalls } from '@market/contract/routes/account-calls';
import { uploadCalls } from '@market/contract/routes/upload-calls';
import { client } from './api.ts';

/** The account calls and image uploads, apart from the client so the start-up code carries neither. */
export const account = {
  ...bindCalls(client, accountCalls),
  upload(file: Blob, options: { isPrivate?: boolean; fileName?: string } = {}) {
    const form = new FormData();
    if (options.isPrivate) form.append('private', '1');
    form.append('file', file, options.fileName ?? 'image');
    return client.upload(uploadCalls.upload, form);
  },
};
