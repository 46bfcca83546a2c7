import type { FastifyInstance } from 'fastify';

interface Picture {
  url: string;
  srcset: string;
}

/**
 * Buyer pages whose largest paint is a picture the server can name before the app runs: the
 * product's first picture on `/goods?id=`, the store's banner on `/store/:id` (decision 058).
 */
const PAGES: {
  path: RegExp;
  call: string;
  id: (url: URL, match: RegExpMatchArray) => string | null;
  pick: (data: never) => Picture | null | undefined;
}[] = [
  {
    path: /^\/goods$/,
    call: '/api/index/pro_info',
    id: (url) => url.searchParams.get('id'),
    pick: (data: { images?: Picture[] }) => data.images?.[0],
  },
  {
    path: /^\/store\/(\d+)$/,
    call: '/api/index/shop_info',
    id: (_url, match) => match[1]!,
    pick: (data: { shop?: { banner?: Picture | null } }) => data.shop?.banner,
  },
];

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A `<link rel=preload>` of the page's largest picture, with the `sizes` its `<img>` has, asked of
 * the server's own API (its cache answers); '' for any other page, an unknown id or a failure.
 */
export async function firstPictureLink(app: FastifyInstance, requestUrl: string): Promise<string> {
  const url = new URL(requestUrl, 'http://localhost');
  for (const page of PAGES) {
    const match = url.pathname.match(page.path);
    if (!match) continue;
    const id = Number(page.id(url, match));
    if (!Number.isSafeInteger(id) || id <= 0) return '';
    const answer = await app
      .inject({ method: 'POST', url: page.call, payload: { id } })
      .then((response) => response.json() as { code: number; data?: never })
      .catch(() => undefined);
    const picture = answer?.code === 1 && answer.data ? page.pick(answer.data) : undefined;
    if (!picture) return '';
    return (
      `<link rel="preload" as="image" href="${attribute(picture.url)}" imagesrcset="${attribute(picture.srcset)}"` +
      ` imagesizes="(min-width: 640px) 640px, 100vw" fetchpriority="high">`
    );
  }
  return '';
}
