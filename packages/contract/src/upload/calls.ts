import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { fileParams, uploadResponse } from './upload.ts';

const tags = ['upload'];

/** Images: uploaded as multipart, private ones read back through the API only. */
export const uploadCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/index/upload',
    access: 'user',
    tags,
    summary: 'Upload an image (multipart: file, and private=1 for KYC documents)',
    response: uploadResponse,
  }),
  privateFile: defineCall({
    method: 'GET',
    path: '/api/index/file/:id',
    access: 'user',
    tags,
    summary: 'A private file, for its owner or an admin',
    params: fileParams,
    response: z.instanceof(Uint8Array),
    binary: true,
  }),
};
