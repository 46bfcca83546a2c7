import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articles } from './articles.ts';
import { articleKeys } from './keys.ts';

/** "3" or "3,7": what `/page/{ids}` may carry (the server allows up to 20 ids). */
export const isArticleIds = (ids: string) => /^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,19}$/.test(ids);

export const getArticlePages = (ids: string) => articles.category({ ids });

export const articlePagesQuery = (ids: string, lang: string) =>
  queryOptions({
    queryKey: articleKeys.pages(ids, lang),
    queryFn: () => getArticlePages(ids),
    // policy pages change rarely
    staleTime: 10 * 60_000,
  });

/** The pages of `/page/{ids}`, each with the articles under it, in the reader's language. */
export function useArticlePages(ids: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...articlePagesQuery(ids, i18n.language), enabled: isArticleIds(ids) });
}
