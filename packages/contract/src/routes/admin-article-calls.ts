// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminArticleCalls as definitions } from '../calls.ts';

export const adminArticleCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/admin/article/list"},
  detail: {"method":"POST","path":"/api/admin/article/detail"},
  save: {"method":"POST","path":"/api/admin/article/save"},
  remove: {"method":"POST","path":"/api/admin/article/delete"},
};
