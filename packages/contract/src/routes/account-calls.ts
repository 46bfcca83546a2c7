// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { accountCalls as definitions } from '../calls.ts';

export const accountCalls: RefsOf<typeof definitions> = {
  sendCode: {"method":"GET","path":"/api/ems/send"},
  register: {"method":"POST","path":"/api/user/register"},
  login: {"method":"POST","path":"/api/user/login"},
  me: {"method":"POST","path":"/api/user/index"},
  profile: {"method":"POST","path":"/api/user/profile"},
  logout: {"method":"POST","path":"/api/user/logout"},
  changePassword: {"method":"POST","path":"/api/user/change"},
  resetPassword: {"method":"POST","path":"/api/user/resetpwd"},
  changeEmail: {"method":"POST","path":"/api/user/change_email"},
  loginSocial: {"method":"POST","path":"/api/user/loginsocial"},
};
