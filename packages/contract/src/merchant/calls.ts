import { defineCall } from '../common/call.ts';
import {
  adminApplicationListRequest,
  adminApplicationPage,
  adminApplicationSchema,
  applicationIdRequest,
  applicationReviewRequest,
  merchantApplicationSchema,
  merchantApplyRequest,
  merchantIndexResponse,
} from './application.ts';

const tags = ['merchant'];

/** A user's application to open a store (spec §4, §7: exact paths). */
export const merchantCalls = {
  index: defineCall({
    method: 'GET',
    path: '/api/merchant/index',
    access: 'user',
    tags,
    summary: 'The caller’s merchant status and application; code 0 (a success here) with none yet',
    response: merchantIndexResponse,
  }),
  indexPost: defineCall({
    method: 'POST',
    path: '/api/merchant/index',
    access: 'user',
    tags,
    summary: 'The same as GET /api/merchant/index (the spec lists both methods)',
    response: merchantIndexResponse,
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/merchant/reg',
    access: 'user',
    tags,
    summary: 'Submit (or, after a rejection, correct and resubmit) the application to open a store',
    request: merchantApplyRequest,
    response: merchantApplicationSchema,
  }),
};

const admin = 'admin' as const;
const adminTags = ['admin'];

/** The back office's review of merchant applications. */
export const merchantReviewCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/admin/merchant/list',
    access: admin,
    permission: 'applications',
    tags: adminTags,
    summary: 'Merchant applications by status (the reviewing queue oldest first)',
    request: adminApplicationListRequest,
    response: adminApplicationPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/admin/merchant/detail',
    access: admin,
    permission: 'applications',
    tags: adminTags,
    summary: 'One application with links to its private documents and signature',
    request: applicationIdRequest,
    response: adminApplicationSchema,
  }),
  review: defineCall({
    method: 'POST',
    path: '/api/admin/merchant/review',
    access: admin,
    permission: 'applications',
    tags: adminTags,
    summary:
      'Approve (the store is created and the user becomes a merchant, at once) or reject with a reason; once, audited',
    request: applicationReviewRequest,
    response: adminApplicationSchema,
  }),
};
