// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { addressCalls as definitions } from '../calls.ts';

export const addressCalls: RefsOf<typeof definitions> = {
  save: {"method":"POST","path":"/api/aera/addEdit"},
  list: {"method":"POST","path":"/api/aera/index"},
  read: {"method":"POST","path":"/api/aera/readArea"},
  remove: {"method":"POST","path":"/api/aera/del"},
};
