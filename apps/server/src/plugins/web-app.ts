import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FirstPageReader, withFirstPage } from './first-page.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
export const SELLER_DIST = fileURLToPath(new URL('../../../seller/dist', import.meta.url));
export const ADMIN_DIST = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** A built single-page app and the path it is served under ('/', '/seller/', '/admin/'). */
export interface BuiltApp {
  prefix: string;
  root: string;
}

// the apps each server serves, longest prefix first: /seller/... is the seller's before it is the buyer's
const servedApps = new WeakMap<FastifyInstance, BuiltApp[]>();
// what the buyer's shell inlines of its first page (first-page.ts), per server
const firstPages = new WeakMap<FastifyInstance, FirstPageReader>();

// `<name>-<hash>.js`, or the hash alone for the pieces pages share (packages/app-kit/build/mobile-app.ts)
const HASHED_ASSET = /\/assets\/(?:[^/]+-)?[A-Za-z0-9_-]{8}\.(js|css|png|svg|webp|woff2)(\.br|\.gz)?$/;

/**
 * The built browser apps, each under its prefix: hashed assets cached for a year, the service
 * worker and the shell never cached, and every other page path below the prefix answered with that
 * app's shell (history routing, `appShellFor`). Text files go out as the `.br` / `.gz` the build
 * wrote beside them, when the browser accepts that encoding. An app not built is left out.
 */
export async function registerWebApps(
  app: FastifyInstance,
  apps: BuiltApp[],
  firstPage?: FirstPageReader,
): Promise<BuiltApp[]> {
  if (firstPage) firstPages.set(app, firstPage);
  const built = apps.filter((entry) => existsSync(`${entry.root}/index.html`));
  for (const [index, entry] of built.entries()) {
    await app.register(fastifyStatic, {
      root: entry.root,
      prefix: entry.prefix,
      // one reply.sendFile for all: it takes the app's root as its second argument
      decorateReply: index === 0,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = HASHED_ASSET.test(filePath);
        void reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/seller` is `/seller/`: the service worker's scope and the app's links have the slash
    if (entry.prefix !== '/') {
      // not an API call: left out of the OpenAPI document, which must not depend on what is built
      app.get(entry.prefix.slice(0, -1), { schema: { hide: true } }, (_request, reply) =>
        reply.redirect(entry.prefix, 301),
      );
    }
  }
  servedApps.set(
    app,
    [...built].sort((a, b) => b.prefix.length - a.prefix.length),
  );
  return built;
}

/** Whether a request that matched no route should get an app shell rather than a 404 envelope. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (path.startsWith('/api/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path)) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

/** The app whose shell answers a page path that matched no route, if any. */
export function appShellFor(app: FastifyInstance, request: FastifyRequest): BuiltApp | undefined {
  if (!wantsAppShell(request)) return undefined;
  const path = request.url.split('?')[0]!;
  return servedApps.get(app)?.find((entry) => path.startsWith(entry.prefix));
}

/**
 * The app's shell; the buyer's with its first page's data and largest picture where the page has
 * them (`firstPageReader`). That shell differs by language, never by user: it varies on
 * Accept-Language, and a shell that cannot be read goes out as built.
 */
export async function sendAppShell(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: BuiltApp,
) {
  void reply.header('cache-control', 'no-cache');
  const read = entry.prefix === '/' ? firstPages.get(app) : undefined;
  if (!read) return reply.sendFile('index.html', entry.root);
  void reply.header('vary', 'accept-language');
  const first = await read(request.url, request.lang);
  const html = first ? await readFile(`${entry.root}/index.html`, 'utf8') : '';
  if (!first || !html.includes('</head>') || !html.includes('</body>')) {
    return reply.sendFile('index.html', entry.root);
  }
  const page = Buffer.from(withFirstPage(html, first));
  // tens of KB with the data: compressed as the built files are (`preCompressed`), quickly
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply.header('vary', 'accept-language, accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
    return reply.header('content-encoding', 'br').send(await brotli(page, quality));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(page));
  return reply.send(page);
}
