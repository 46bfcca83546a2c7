import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './lib/mailer.ts';
import { ensureDemoCatalogue } from './modules/catalogue/seed/demo.ts';
import { DEMO_FUND_PASSWORD, ensureDemoWallet } from './modules/ledger/seed.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { recurringJobs } from './jobs/recurring.ts';
import { ensureAdmin, ensureDemoAccounts } from './modules/user/seed-accounts.ts';
import { createStorage } from './storage/index.ts';
import pino from 'pino';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino(loggerOptions(config) as pino.LoggerOptions);
  const isProduction = config.NODE_ENV === 'production';

  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_MAX }
      : { dataDir: config.DATA_DIR },
  );
  let demoAccounts: Awaited<ReturnType<typeof ensureDemoAccounts>> = [];
  // several instances may start at once on one database: one migrates and seeds at a time
  await database.withStartupLock(async () => {
    await database.migrate();
    // demo accounts first, so that an ADMIN_EMAIL of admin@… takes `admin_2`, not the demo's `admin`
    if (!isProduction) demoAccounts = await ensureDemoAccounts(database.db, logger);
    await ensureAdmin(database.db, config, logger);
    if (!isProduction) {
      await ensureDemoWallet(database.db);
      const storage = createStorage(config);
      await storage.init();
      await ensureDemoCatalogue(
        { db: database.db, storage, logger },
        { stores: config.SEED_STORES, products: config.SEED_PRODUCTS },
      ).finally(() => storage.close());
    }
  });
  logger.info({ engine: database.engine }, 'database ready, migrations applied');
  if (!isProduction) {
    logger.info(
      'demo accounts (not in production):\n' +
        demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.username} / ${a.password}`).join('\n') +
        `\n  the buyer's fund password: ${DEMO_FUND_PASSWORD}`,
    );
  }

  // the order clock and the sales roll-up: once per period across all instances (decision 020)
  const jobList = recurringJobs(database.db, config, logger);
  const jobs = jobList.length
    ? await startJobQueue({ connection: database.jobConnection(), db: database.db, jobs: jobList, logger })
    : null;

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, isProduction, logger });
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: undefined,
    webRoot: config.WEB_ROOT,
    sellerRoot: config.SELLER_ROOT,
    adminRoot: config.ADMIN_ROOT,
    globalRateLimit: config.RATE_LIMIT_PER_MINUTE,
    jobs,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    await jobs?.stop();
    mailer.close();
    await database.close();
    logger.info('bye');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
