import { adminCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { login } from '../user/auth-service.ts';
import { toCurrentUser } from '../user/present.ts';
import { listUsers } from '../user/queries.ts';
import { clientMeta } from '../session/service.ts';

export function adminRoutes(ctx: AppContext) {
  return [
    route(
      adminCalls.login,
      async ({ input, request }) => ({
        userinfo: await login(ctx, input, clientMeta(request), { requireRole: 'admin' }),
      }),
      { perMinute: 20 },
    ),
    route(adminCalls.users, async ({ input }) => {
      const { list, total } = await listUsers(ctx.db, input);
      const users = list.map((user) => {
        const { invite_code: _omit, ...rest } = toCurrentUser(user);
        return rest;
      });
      return { list: users, total, page: input.page };
    }),
  ];
}
