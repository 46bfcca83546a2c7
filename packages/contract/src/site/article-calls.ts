import { defineCall } from '../common/call.ts';
import {
  articleCategoryQuery,
  articleCategoryResponse,
  articleDetail,
  articleDetailQuery,
} from './articles.ts';
import {
  adminArticle,
  adminArticleIdRequest,
  adminArticleList,
  adminArticleSaveRequest,
} from './admin-articles.ts';
import { emptyBody } from '../common/envelope.ts';

const tags = ['site'];

/** Articles and policy pages, opened from the footer (spec §7). */
export const articleCalls = {
  category: defineCall({
    method: 'GET',
    path: '/api/Article/category',
    access: 'visitor',
    tags,
    summary: 'Articles by category: each page of ?ids= with the articles under it',
    request: articleCategoryQuery,
    response: articleCategoryResponse,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Article/detail',
    access: 'visitor',
    tags,
    summary: 'One article in the reader’s language, sanitized HTML',
    request: articleDetailQuery,
    response: articleDetail,
  }),
};

const admin = 'admin' as const;
const adminTags = ['admin'];

/** The back office's articles: the `footer_news` tree, every language, rich text sanitized, audited. */
export const adminArticleCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/admin/article/list',
    access: admin,
    permission: 'content',
    tags: adminTags,
    summary: 'Every article and category (the footer tree) with its titles in every language, in order',
    request: emptyBody,
    response: adminArticleList,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/admin/article/detail',
    access: admin,
    permission: 'content',
    tags: adminTags,
    summary: 'One article with its titles and contents (sanitized HTML) in every language',
    request: adminArticleIdRequest,
    response: adminArticle,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/admin/article/save',
    access: admin,
    permission: 'content',
    tags: adminTags,
    summary: 'Create or edit an article or a category (pid 0), contents sanitized; audited',
    request: adminArticleSaveRequest,
    response: adminArticle,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/admin/article/delete',
    access: admin,
    permission: 'content',
    tags: adminTags,
    summary: 'Delete an article, or a category without articles; audited',
    request: adminArticleIdRequest,
    response: adminArticleList,
  }),
};
