// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { siteCalls as definitions } from '../calls.ts';

export const siteCalls: RefsOf<typeof definitions> = {
  home: {"method":"POST","path":"/api/index/index"},
};
