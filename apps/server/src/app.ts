import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@market/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import { connectRedis } from './lib/redis.ts';
import { Throttle } from './lib/throttle.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { adminsRoutes } from './modules/admin/admins-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { quickCheckRoutes } from './modules/cart/quick-check-routes.ts';
import { CatalogueCache, firstPageReader, shareInvalidations } from './modules/catalogue/index.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { adminCatalogueRoutes } from './modules/catalogue/admin-catalogue-routes.ts';
import { sellerProductRoutes } from './modules/catalogue/seller-routes.ts';
import { storeCenterRoutes } from './modules/catalogue/store-center-routes.ts';
import { collectionRoutes } from './modules/collection/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { loanRoutes } from './modules/loan/routes.ts';
import { merchantRoutes } from './modules/merchant/routes.ts';
import { messageRoutes } from './modules/message/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { rfqRoutes } from './modules/rfq/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { sessionLookup } from './modules/session/index.ts';
import { adminArticleRoutes } from './modules/site/article-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { siteSettingsRoutes } from './modules/site/settings-routes.ts';
import { OidcProviders } from './modules/social/index.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { uploadRoutes } from './modules/upload/routes.ts';
import { ProcessMemo, SharedMemo } from './modules/user/index.ts';
import { userRoutes } from './modules/user/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { type Route, registerRoutes, trackRoutes } from './plugins/calls.ts';
import { registerDocs } from './plugins/docs.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerI18n } from './plugins/i18n.ts';
import { registerSecurity } from './plugins/security.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { ADMIN_DIST, registerWebApps, SELLER_DIST, WEB_DIST } from './plugins/web-app.ts';
import { createStorage, registerPublicFiles } from './storage/index.ts';

export type { AppContext };

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The built buyer app to serve at `/`; null serves none. Default: apps/web/dist when built. */
  webRoot?: string | null;
  /** The built seller app to serve at `/seller/`; null serves none. Default: apps/seller/dist when built. */
  sellerRoot?: string | null;
  /** The built back office to serve at `/admin/`; null serves none. Default: apps/admin/dist when built. */
  adminRoot?: string | null;
  /** Requests per minute per IP across the API. */
  globalRateLimit?: number;
  /** The job queue main.ts started, shown to admins. */
  jobs?: JobQueue | null;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // secrets never reach the log: session tokens, cookies, and any password or code field
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    // a query string can carry personal data (`/api/ems/send?email=…`): requests are logged by path
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        reqId: request.id,
      }),
    },
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // response schemas document the contract (and are checked by the tests); replies are plain JSON
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const shared = config.REDIS_URL ? connectRedis(config.REDIS_URL) : null;
  if (shared) app.addHook('onClose', () => shared.close());
  const storage = createStorage(config);
  await storage.init();
  app.addHook('onClose', () => storage.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    throttle: new Throttle(database.db),
    storage,
    oidc: new OidcProviders(config.OIDC_PROVIDERS),
    catalogueCache: new CatalogueCache(),
    shared,
    fundMemo:
      shared && config.SECRET_KEY ? new SharedMemo(shared.redis, config.SECRET_KEY) : new ProcessMemo(),
    jobs: options.jobs ?? null,
  };
  if (shared) await shareInvalidations(shared, ctx.catalogueCache);

  // the same caches on the app, so a test that writes to the database directly can clear them
  app.decorate('catalogueCache', ctx.catalogueCache);
  trackRoutes(app);
  registerI18n(app);
  registerErrorHandler(app);
  const sessions = await sessionLookup(ctx.db, shared);
  app.addHook('onClose', async () => sessions.cache.close());
  registerAuth(app, sessions);
  await registerSecurity(app, config, options.globalRateLimit, shared?.redis);
  await registerDocs(app);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  await registerPublicFiles(app, storage);

  await app.register(healthRoutes(ctx));
  registerRoutes(app, [
    ...userRoutes(ctx),
    ...socialRoutes(ctx),
    ...adminRoutes(ctx),
    ...adminsRoutes(ctx),
    ...dashboardRoutes(ctx),
    ...auditRoutes(ctx),
    ...uploadRoutes(ctx),
    ...siteRoutes(ctx),
    ...adminArticleRoutes(ctx),
    ...siteSettingsRoutes(ctx),
    ...catalogueRoutes(ctx),
    ...sellerProductRoutes(ctx),
    ...adminCatalogueRoutes(ctx),
    ...storeCenterRoutes(ctx),
    ...collectionRoutes(ctx),
    ...ledgerRoutes(ctx),
    ...addressRoutes(ctx),
    ...cartRoutes(ctx),
    ...quickCheckRoutes(ctx),
    ...orderRoutes(ctx),
    ...rfqRoutes(ctx),
    ...walletRoutes(ctx),
    ...loanRoutes(ctx),
    ...settlementRoutes(ctx),
    ...merchantRoutes(ctx),
    ...messageRoutes(ctx),
  ] as Route[]);
  await registerWebApps(
    app,
    [
      ...(options.webRoot === null ? [] : [{ prefix: '/', root: options.webRoot ?? WEB_DIST }]),
      ...(options.sellerRoot === null
        ? []
        : [{ prefix: '/seller/', root: options.sellerRoot ?? SELLER_DIST }]),
      ...(options.adminRoot === null ? [] : [{ prefix: '/admin/', root: options.adminRoot ?? ADMIN_DIST }]),
    ],
    firstPageReader(ctx),
  );
  return app;
}
