import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articles } from './articles.ts';
import { articleKeys } from './keys.ts';

export const getArticle = (id: number) => articles.detail({ article_id: id });

export const articleQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: articleKeys.detail(id, lang),
    queryFn: () => getArticle(id),
    staleTime: 10 * 60_000,
  });

/** One article with its category, in the reader's language. */
export function useArticle(id: number) {
  const { i18n } = useTranslation();
  return useQuery({ ...articleQuery(id, i18n.language), enabled: id > 0 });
}
