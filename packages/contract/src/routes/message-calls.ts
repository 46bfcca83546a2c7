// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { messageCalls as definitions } from '../calls.ts';

export const messageCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/message/index"},
  detail: {"method":"POST","path":"/api/message/detail"},
  readAll: {"method":"POST","path":"/api/message/read_all"},
  unread: {"method":"POST","path":"/api/message/unread"},
};
