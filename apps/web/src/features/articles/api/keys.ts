/**
 * Query keys of articles. The server answers in the reader's language, so the language is part of
 * the key: switching languages loads the page again instead of showing the old text.
 */
export const articleKeys = {
  all: ['articles'] as const,
  pages: (ids: string, lang: string) => [...articleKeys.all, 'pages', ids, lang] as const,
  detail: (id: number, lang: string) => [...articleKeys.all, 'detail', id, lang] as const,
  faq: (keyword: string, lang: string) => [...articleKeys.all, 'faq', keyword, lang] as const,
};
