// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { uploadCalls as definitions } from '../calls.ts';

export const uploadCalls: RefsOf<typeof definitions> = {
  upload: {"method":"POST","path":"/api/index/upload"},
  privateFile: {"method":"GET","path":"/api/index/file/:id"},
};
