// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { rfqCalls as definitions } from '../calls.ts';

export const rfqCalls: RefsOf<typeof definitions> = {
  create: {"method":"POST","path":"/api/rfq/create"},
  list: {"method":"POST","path":"/api/rfq/index"},
  detail: {"method":"POST","path":"/api/rfq/detail"},
  cancel: {"method":"POST","path":"/api/rfq/cancel"},
  accept: {"method":"POST","path":"/api/rfq/accept"},
};
