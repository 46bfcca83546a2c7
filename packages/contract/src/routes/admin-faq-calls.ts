// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminFaqCalls as definitions } from '../calls.ts';

export const adminFaqCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/admin/faq/list"},
  saveCategory: {"method":"POST","path":"/api/admin/faq/category/save"},
  removeCategory: {"method":"POST","path":"/api/admin/faq/category/delete"},
  save: {"method":"POST","path":"/api/admin/faq/save"},
  remove: {"method":"POST","path":"/api/admin/faq/delete"},
};
