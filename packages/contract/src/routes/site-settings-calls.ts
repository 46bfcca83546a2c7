// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { siteSettingsCalls as definitions } from '../calls.ts';

export const siteSettingsCalls: RefsOf<typeof definitions> = {
  settings: {"method":"POST","path":"/api/admin/site/settings"},
  saveSettings: {"method":"POST","path":"/api/admin/site/settings/save"},
};
