import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import {
  adminFaqResponse,
  faqCategorySaveRequest,
  faqIdRequest,
  faqQuery,
  faqResponse,
  faqSaveRequest,
} from './faqs.ts';

/** The buyers' FAQ (`/faqs`). */
export const faqCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/faq/index',
    access: 'visitor',
    tags: ['site'],
    summary: 'The FAQ by section in the reader’s language; with ?keyword= only matching questions',
    request: faqQuery,
    response: faqResponse,
  }),
};

const admin = 'admin' as const;
const tags = ['admin'];

/** The back office's FAQ editor: sections and questions, every language, audited. */
export const adminFaqCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/admin/faq/list',
    access: admin,
    permission: 'content',
    tags,
    summary: 'Every FAQ section and question with all its languages',
    request: emptyBody,
    response: adminFaqResponse,
  }),
  saveCategory: defineCall({
    method: 'POST',
    path: '/api/admin/faq/category/save',
    access: admin,
    permission: 'content',
    tags,
    summary: 'Create or rename a FAQ section (audited)',
    request: faqCategorySaveRequest,
    response: adminFaqResponse,
  }),
  removeCategory: defineCall({
    method: 'POST',
    path: '/api/admin/faq/category/delete',
    access: admin,
    permission: 'content',
    tags,
    summary: 'Delete an empty FAQ section (audited)',
    request: faqIdRequest,
    response: adminFaqResponse,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/admin/faq/save',
    access: admin,
    permission: 'content',
    tags,
    summary: 'Create or edit a question and its answer (sanitized rich text), audited',
    request: faqSaveRequest,
    response: adminFaqResponse,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/admin/faq/delete',
    access: admin,
    permission: 'content',
    tags,
    summary: 'Delete a question (audited)',
    request: faqIdRequest,
    response: adminFaqResponse,
  }),
};
