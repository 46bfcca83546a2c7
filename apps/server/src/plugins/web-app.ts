import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The built buyer app at `/`: hashed assets cached for a year, the service worker and the shell
 * never cached, and every other page path answered with the shell (history routing). Text files
 * go out as the `.br` / `.gz` the build wrote beside them, when the browser accepts that encoding.
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (!existsSync(`${root}/index.html`)) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashed = /\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css|png|svg|webp|woff2)(\.br|\.gz)?$/.test(
        filePath,
      );
      void reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** Whether a request that matched no route should get the app shell rather than a 404 envelope. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (path.startsWith('/api/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path)) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

export function sendAppShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
