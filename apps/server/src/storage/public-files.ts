import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DiskStorage } from './disk-storage.ts';
import type { FileInfo, FileStorage } from './file-storage.ts';

/** A year, immutable: a file's name is its content's hash, so a name never gets other bytes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The names the upload module writes: `<sha-256>.webp` and `<sha-256>-<width>.webp`. */
const PUBLIC_NAME = /^[0-9a-f]{64}(-\d{1,5})?\.webp$/;

/**
 * Public images at `/uploads/<name>`: from the disk by @fastify/static as always, or streamed from
 * the bucket with the same cache headers, so the apps and the stored URLs are the same either way.
 */
export async function registerPublicFiles(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage instanceof DiskStorage) {
    await app.register(fastifyStatic, {
      root: storage.publicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/:name',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: (request, reply) => sendPublicFile(storage, request, reply),
  });
}

async function sendPublicFile(storage: FileStorage, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  if (!PUBLIC_NAME.test(name)) return reply.callNotFound();
  if (request.method === 'HEAD') {
    const info = await storage.stat(false, name);
    if (!info) return reply.callNotFound();
    return describe(reply, info).send();
  }
  const ifNoneMatch = request.headers['if-none-match'];
  const file = await storage.open(false, name, {
    ...(ifNoneMatch && ifNoneMatch.length <= 200 && { ifNoneMatch }),
  });
  if (!file) return reply.callNotFound();
  if (!file.body) {
    reply.header('cache-control', CACHE_CONTROL);
    if (file.etag) reply.header('etag', file.etag);
    return reply.status(304).send();
  }
  return describe(reply, file).send(file.body);
}

function describe(reply: FastifyReply, info: FileInfo): FastifyReply {
  reply
    .header('content-type', 'image/webp')
    .header('content-length', info.size)
    .header('cache-control', CACHE_CONTROL);
  if (info.etag) reply.header('etag', info.etag);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
  return reply;
}
