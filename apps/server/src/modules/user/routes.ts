import { accountCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { clientMeta } from '../../lib/client-meta.ts';
import { route } from '../../plugins/calls.ts';
import { sendEmailCode } from '../ems/index.ts';
import { sessionStore } from '../session/index.ts';
import * as account from './account-service.ts';
import * as auth from './auth-service.ts';

const strict = { perMinute: 20 };

export function userRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, throttle: ctx.throttle, sessions: sessionStore };
  return [
    route(
      accountCalls.sendCode,
      ({ input, request, user }) =>
        sendEmailCode(
          {
            db: ctx.db,
            mailer: ctx.mailer,
            logger: request.log,
            hasAccount: (email) => auth.hasAccount(ctx.db, email),
          },
          { ...input, lang: request.lang, userId: user?.id },
        ),
      { message: 'msg.code_sent', perMinute: 10 },
    ),
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
        await auth.logout(deps, user.sessionId);
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
