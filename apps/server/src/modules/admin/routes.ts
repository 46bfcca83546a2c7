import { adminCalls, rolePermissions } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { clientMeta } from '../../lib/client-meta.ts';
import { route } from '../../plugins/calls.ts';
import { sessionStore } from '../session/index.ts';
import { findUserById, listUsersForAdmin, login } from '../user/index.ts';
import { adminUserRoutes } from './user-routes.ts';

export function adminRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, throttle: ctx.throttle, sessions: sessionStore };
  return [
    route(
      adminCalls.login,
      async ({ input, request }) => ({
        userinfo: await login(deps, input, clientMeta(request), { requireRole: 'admin' }),
      }),
      { perMinute: 20 },
    ),
    route(adminCalls.me, async ({ user }) => {
      const row = await findUserById(ctx.db, user.id);
      const role = user.adminRole!;
      return { id: user.id, username: row?.username ?? '', role, permissions: [...rolePermissions[role]] };
    }),
    route(adminCalls.jobs, async () => ({
      running: ctx.jobs !== null,
      queues:
        (await ctx.jobs?.state())?.map((queue) => ({
          name: queue.name,
          every_seconds: queue.everySeconds,
          queued: queue.queued,
          active: queue.active,
          failed: queue.failed,
          last_failures: queue.lastFailures.map((failure) => ({
            id: failure.id,
            failed_at: failure.failedAt?.toISOString() ?? null,
            error: failure.error,
          })),
        })) ?? [],
    })),
    route(adminCalls.users, ({ input }) => listUsersForAdmin(ctx.db, input)),
    ...adminUserRoutes(ctx),
  ];
}
