import type { AdminArticle, AdminArticleItem, AdminArticleSaveRequest } from '@market/contract';
import { adminArticleCalls } from '@market/contract/routes/admin-article-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const keys = {
  all: ['admin-articles'] as const,
  list: ['admin-articles', 'list'] as const,
  detail: (id: number) => ['admin-articles', 'detail', id] as const,
};

/** A category (pid 0) with its articles, in footer order. */
export type ArticleNode = AdminArticleItem & { children?: AdminArticleItem[] };

/** The flat list as the tree the footer shows: each category with the articles under it. */
export function treeOf(list: AdminArticleItem[]): ArticleNode[] {
  return list
    .filter((one) => one.pid === 0)
    .map((category) => {
      const children = list.filter((one) => one.pid === category.id);
      return children.length ? { ...category, children } : category;
    });
}

/** `POST /api/admin/article/list`: every article and category, titles in every language. */
export function useArticles() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => client.call(adminArticleCalls.list, {}, { signal }),
  });
}

/** `POST /api/admin/article/detail`: one article with its contents, for the editor. */
export function useArticle(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => client.call(adminArticleCalls.detail, { id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminArticleSaveRequest) => client.call(adminArticleCalls.save, input),
    onSuccess: (saved: AdminArticle) => {
      queryClient.setQueryData(keys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useRemoveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(adminArticleCalls.remove, { id }),
    onSuccess: (list) => queryClient.setQueryData(keys.list, list),
  });
}
