import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { SharedRedis } from './lib/redis.ts';
import type { Throttle } from './lib/throttle.ts';
import type { FundPasswordMemo } from './modules/user/index.ts';
import type { CatalogueCache } from './modules/catalogue/index.ts';
import type { OidcProviders } from './modules/social/index.ts';
import type { FileStorage } from './storage/index.ts';

/** What every module may use; built once per app by `buildApp`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  throttle: Throttle;
  storage: FileStorage;
  oidc: OidcProviders;
  catalogueCache: CatalogueCache;
  /** Fund passwords verified lately: this process's, or every instance's through Redis. */
  fundMemo: FundPasswordMemo;
  /** Redis shared by the instances (REDIS_URL), or null. */
  shared: SharedRedis | null;
  /** The recurring jobs this instance offers and works; null when it runs none (tests). */
  jobs: JobQueue | null;
}
