import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

/** `/healthz`: the process answers. `/readyz`: and its database does too. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({
      code: 1 as const,
      msg: 'ok',
      data: { status: 'ok' },
    }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      try {
        await ctx.database.ping();
        return { code: 1 as const, msg: 'ok', data: { status: 'ready', database: ctx.database.engine } };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply
          .status(503)
          .send({ code: 500, msg: request.t('msg.service_unavailable'), data: { status: 'unavailable' } });
      }
    });
  };
}
