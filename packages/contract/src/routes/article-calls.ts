// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { articleCalls as definitions } from '../calls.ts';

export const articleCalls: RefsOf<typeof definitions> = {
  category: {"method":"GET","path":"/api/Article/category"},
  detail: {"method":"GET","path":"/api/Article/detail"},
};
