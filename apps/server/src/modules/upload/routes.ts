import { UPLOAD_MAX_BYTES, uploadCalls } from '@market/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { route } from '../../plugins/calls.ts';
import { findPrivateFile, saveUpload } from './service.ts';

/** The one file of a multipart upload, and whether it is private (`private=1`). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; isPrivate: boolean }> {
  if (!request.isMultipart()) throw fail('msg.upload_missing', { field: 'file' });
  let bytes: Buffer | undefined;
  let isPrivate = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'private') {
        isPrivate = part.value === '1' || part.value === 'true';
      }
    }
  } catch (error) {
    // busboy reports a malformed or cut-off body as a plain Error: the client's fault, not a 500
    if (error instanceof Error && !('statusCode' in error))
      throw fail('msg.upload_broken', { field: 'file' });
    throw error;
  }
  if (!bytes || bytes.length === 0) throw fail('msg.upload_missing', { field: 'file' });
  return { bytes, isPrivate };
}

export function uploadRoutes(ctx: AppContext) {
  return [
    route(uploadCalls.upload, async ({ user, request }) => saveUpload(ctx, user, await readUpload(request)), {
      perMinute: 60,
    }),
    route(uploadCalls.privateFile, async ({ user, params, reply }) => {
      const { hash } = await findPrivateFile(ctx.db, user, params.id);
      // opened before the headers are set: a row whose file is gone from the storage answers 404
      const file = await ctx.storage.open(true, `${hash}.webp`);
      if (!file?.body) throw notFound('msg.file_not_found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    }),
  ];
}
