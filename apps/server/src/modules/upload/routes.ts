import { createReadStream } from 'node:fs';
import { UPLOAD_MAX_BYTES, envelopeOf, fileParams, uploadResponse } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { fail } from '../../lib/app-error.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import { findPrivateFile, saveUpload } from './service.ts';

const tags = ['upload'];

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/index/upload',
      {
        schema: {
          tags,
          summary: 'Upload an image (multipart: file, and private=1 for KYC documents)',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(uploadResponse) },
        },
        onRequest: requireUser,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        if (!request.isMultipart()) throw fail('msg.upload_missing', { field: 'file' });
        let bytes: Buffer | undefined;
        let isPrivate = false;
        try {
          for await (const part of request.parts({
            limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 },
          })) {
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
        const data = await saveUpload(ctx, caller(request), { bytes, isPrivate });
        return { code: 1 as const, msg: request.t('msg.success'), data };
      },
    );

    app.get(
      '/api/index/file/:id',
      {
        schema: { tags, summary: 'A private file, for its owner or an admin', params: fileParams },
        onRequest: requireUser,
      },
      async (request, reply) => {
        const { hash } = await findPrivateFile(ctx.db, caller(request), request.params.id);
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, no-store')
          .send(createReadStream(ctx.storage.privatePath(hash)));
      },
    );
  };
}
