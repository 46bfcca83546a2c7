import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { succeeded } from '../../plugins/calls.ts';

/** A check that hangs (a store that takes the connection and never answers) fails after this. */
const CHECK_TIMEOUT_MS = 3_000;

type Checks = Record<string, () => Promise<unknown>>;

/** A promise that fails after CHECK_TIMEOUT_MS instead of waiting for a reconnect. */
function inTime(promise: Promise<unknown>): Promise<unknown> {
  const late = new Promise((_, reject) => {
    setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref();
  });
  return Promise.race([promise, late]);
}

/** What `/readyz` asks: the database always, Redis when shared, the bucket when on S3 (decision 022). */
function readinessChecks(ctx: AppContext): Checks {
  return {
    database: () => ctx.database.ping(),
    ...(ctx.shared && { redis: () => inTime(ctx.shared!.ping()) }),
    ...(ctx.storage.kind === 's3' && {
      storage: () => ctx.storage.check(AbortSignal.timeout(CHECK_TIMEOUT_MS)),
    }),
  };
}

/** The names of the checks that failed, each logged with its error. */
async function failedChecks(checks: Checks, log: FastifyBaseLogger): Promise<string[]> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return undefined;
      } catch (error) {
        log.error({ err: error }, `readiness check: ${name} unreachable`);
        return name;
      }
    }),
  );
  return results.filter((name) => name !== undefined);
}

/** `/healthz`: the process answers. `/readyz`: and what it depends on does too. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  const checks = readinessChecks(ctx);
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => succeeded({ status: 'ok' }, 'ok'));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      const unreachable = await failedChecks(checks, request.log);
      if (unreachable.length === 0) {
        return succeeded(
          {
            status: 'ready',
            database: ctx.database.engine,
            ...(ctx.shared && { redis: 'shared' }),
            ...(ctx.storage.kind === 's3' && { storage: 's3' }),
          },
          'ok',
        );
      }
      return reply.status(503).send({
        code: 500,
        msg: request.t('msg.service_unavailable'),
        data: { status: 'unavailable', unreachable },
      });
    });
  };
}
