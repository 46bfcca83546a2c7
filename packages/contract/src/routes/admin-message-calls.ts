// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminMessageCalls as definitions } from '../calls.ts';

export const adminMessageCalls: RefsOf<typeof definitions> = {
  send: {"method":"POST","path":"/api/admin/message/send"},
  list: {"method":"POST","path":"/api/admin/message/list"},
};
