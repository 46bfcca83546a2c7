import { defineCall } from '../common/call.ts';
import {
  articleCategoryQuery,
  articleCategoryResponse,
  articleDetail,
  articleDetailQuery,
} from './articles.ts';

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
