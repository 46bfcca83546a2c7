import type { Language } from '@market/contract';

export interface Picture {
  url: string;
  srcset: string;
  sizes: string;
}

/** What the buyer app's first query reads instead of asking (apps/web/src/app/first-page.ts). */
export type FirstPageData =
  | { page: 'home'; data: unknown }
  | { page: 'products'; sort: string; data: unknown }
  | { page: 'product'; id: number; data: unknown }
  | { page: 'store'; id: number; data: unknown };

export interface FirstPage {
  /**
   * The page's answer as a visitor sees it, in the request's language; on pages other than the
   * home, the site settings `/api/index/index` answers too (the home's answer has them).
   */
  inline: FirstPageData & { lang: Language; site?: unknown };
  /** The page's largest picture, preloaded from the HTML. */
  picture: Picture | undefined;
}

/** The first page of a buyer page's URL in a language, or null (the catalogue's `firstPageReader`). */
export type FirstPageReader = (requestUrl: string, lang: Language) => Promise<FirstPage | null>;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell with the page's picture preloaded before `</head>` and its data before `</body>`. */
export function withFirstPage(html: string, first: FirstPage): string {
  const { picture } = first;
  const link = picture
    ? `<link rel="preload" as="image" href="${attribute(picture.url)}" imagesrcset="${attribute(picture.srcset)}"` +
      ` imagesizes="${picture.sizes}" fetchpriority="high">`
    : '';
  // JSON in a script element: only `<` could end it early (`</script>`, `<!--`)
  const json = JSON.stringify(first.inline).replace(/</g, '\\u003c');
  // replacers, not strings: a `$\`` or `$&` in a seller's title is text, not a replacement pattern
  return html
    .replace('</head>', () => `${link}</head>`)
    .replace('</body>', () => `<script type="application/json" id="first-page">${json}</script></body>`);
}
