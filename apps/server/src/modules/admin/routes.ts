import {
  adminUserListRequest,
  adminUserListResponse,
  envelopeOf,
  loginRequest,
  sessionResponse,
} from '@market/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { login } from '../user/auth-service.ts';
import { toCurrentUser } from '../user/present.ts';
import { listUsers } from '../user/queries.ts';
import { clientMeta } from '../session/service.ts';

const tags = ['admin'];

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: {
          tags,
          summary: 'Log in to the back office',
          body: loginRequest,
          response: { 200: envelopeOf(sessionResponse) },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const userinfo = await login(ctx, request.body, clientMeta(request), { requireRole: 'admin' });
        return { code: 1 as const, msg: request.t('msg.success'), data: { userinfo } };
      },
    );

    // every other admin call sits behind this guard
    await app.register(async (admin) => {
      admin.addHook('onRequest', requireAdmin);
      admin.withTypeProvider<ZodTypeProvider>().post(
        '/api/admin/user/list',
        {
          schema: {
            tags,
            summary: 'Users, newest first',
            body: adminUserListRequest,
            response: { 200: envelopeOf(adminUserListResponse) },
          },
        },
        async (request) => {
          const { list, total } = await listUsers(ctx.db, request.body);
          return {
            code: 1 as const,
            msg: request.t('msg.success'),
            data: {
              list: list.map((user) => {
                const { invite_code: _omit, ...rest } = toCurrentUser(user);
                return rest;
              }),
              total,
              page: request.body.page,
            },
          };
        },
      );
    });
  };
}
