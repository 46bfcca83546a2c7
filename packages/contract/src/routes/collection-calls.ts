// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { collectionCalls as definitions } from '../calls.ts';

export const collectionCalls: RefsOf<typeof definitions> = {
  follow: {"method":"POST","path":"/api/user/followers"},
  followedStores: {"method":"POST","path":"/api/user/followers_list"},
  favorite: {"method":"POST","path":"/api/user/collect"},
  favorites: {"method":"POST","path":"/api/user/collect_list"},
};
