import { accountCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { clientMeta } from '../session/service.ts';
import * as account from './account-service.ts';
import * as auth from './auth-service.ts';

const strict = { perMinute: 20 };

export function userRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, throttle: ctx.throttle };
  return [
    route(
      accountCalls.register,
      async ({ input, request }) => ({ userinfo: await auth.register(deps, input, clientMeta(request)) }),
      strict,
    ),
    route(
      accountCalls.login,
      async ({ input, request }) => ({ userinfo: await auth.login(deps, input, clientMeta(request)) }),
      strict,
    ),
    route(accountCalls.me, ({ user }) => account.getCurrentUser(ctx.db, user)),
    route(accountCalls.profile, ({ user, input }) => account.updateProfile(ctx.db, user, input), {
      message: 'msg.profile_saved',
    }),
    route(
      accountCalls.logout,
      async ({ user }) => {
        await auth.logout(ctx.db, user.sessionId);
        return null;
      },
      { message: 'msg.logged_out' },
    ),
    route(
      accountCalls.changePassword,
      async ({ user, input }) => {
        await account.changePassword(deps, user, input);
        return null;
      },
      { message: 'msg.password_changed' },
    ),
    route(
      accountCalls.resetPassword,
      async ({ input }) => {
        await account.resetPassword(deps, input);
        return null;
      },
      { message: 'msg.password_reset', ...strict },
    ),
    route(accountCalls.changeEmail, ({ user, input }) => account.changeEmail(ctx.db, user, input), {
      message: 'msg.email_changed',
    }),
  ];
}
