import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, StorageUrlError } from './storage/storage-url.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
/** A directory, made absolute as @fastify/static needs; empty = the default. */
const optionalDirectory = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .optional()
    .transform((dir) => dir && path.resolve(dir)),
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections to PostgreSQL per instance; the server's max_connections bounds all instances' sum. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Redis shared by all instances: rate limits, the fund-password memo, cache invalidation. */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Keys what instances share in Redis (the fund-password memo); without it each keeps its own. */
  SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  MAIL_FROM: z.string().min(3).default('Wholesale Marketplace <no-reply@localhost>'),
  UPLOAD_DIR: z.string().min(1).default('./uploads'),
  /** Uploads in an S3-compatible bucket instead of UPLOAD_DIR (decision 022); unset = local disk. */
  STORAGE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return undefined;
        try {
          return parseStorageUrl(text);
        } catch (error) {
          if (!(error instanceof StorageUrlError)) throw error;
          ctx.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      }),
  ),
  /** The bucket's keys, both or neither; neither = the AWS SDK's own (AWS_ACCESS_KEY_ID…, a role). */
  S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The built buyer app served at `/`; empty = apps/web/dist. */
  WEB_ROOT: optionalDirectory,
  /** The built seller app served at `/seller/`; empty = apps/seller/dist. */
  SELLER_ROOT: optionalDirectory,
  /** The built back office served at `/admin/`; empty = apps/admin/dist. */
  ADMIN_ROOT: optionalDirectory,
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(12).optional()),
  /** API calls a minute per IP of callers without a session (files and /healthz not counted): decision 016. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** API calls a minute per login session. */
  RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(600),
  /** Size of the demo catalogue seeded into an empty database outside production; 0 seeds none. */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(200_000).default(5000),
  SEED_STORES: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Minutes an unpaid order holds its stock before it expires. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Days after shipping when receipt is confirmed for the buyer and the store is paid. */
  ORDER_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  /** Seconds between sweeps of the order clock (expiry, automatic receipt); 0 turns it off. */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Seconds between roll-ups of units sold into the sales counters; 0 turns it off. */
  SALES_ROLLUP_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Seconds between ticks of the loan clock that marks late instalments overdue; 0 turns it off. */
  LOAN_CLOCK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** OpenID Connect providers, JSON: [{"id","name","issuer","client_id","client_secret"}]. */
  OIDC_PROVIDERS: z.preprocess(
    (v) => (v === '' || v === undefined ? '[]' : v),
    z.string().transform((text, ctx) => {
      try {
        return oidcProviders.parse(JSON.parse(text));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a JSON array of providers (${String(error)})` });
        return z.NEVER;
      }
    }),
  ),
});

const oidcProviders = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    name: z.string().min(1),
    issuer: z.url(),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
  }),
);

export type Config = z.infer<typeof schema>;
export type OidcProviderConfig = z.infer<typeof oidcProviders>[number];

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (
    config.NODE_ENV === 'production' &&
    (config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together',
    );
  }
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = config.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together`,
    );
  }
  return config;
}
