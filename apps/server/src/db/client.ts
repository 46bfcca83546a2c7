import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db as JobDb, fromPglite } from 'pg-boss';

/**
 * Either engine's Drizzle database: PGlite (embedded) and node-postgres share one dialect. Queries
 * name their tables (the owning modules' schema files); the relational query API is not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `work` while no other instance runs its own: migrations and seeding at start. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** How the job queue (pg-boss) reaches this database: its own small pool, or the embedded one. */
  jobConnection(): { connectionString: string } | { db: JobDb };
  close(): Promise<void>;
}

/** Any constant: instances agree on it to take turns at start. */
const STARTUP_LOCK_KEY = 72_707_369;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory tarball to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next query
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    withStartupLock: async (work) => {
      // a session-level advisory lock on a connection of its own, released when work ends
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    jobConnection: () => ({ connectionString: url }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir),
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // PGlite belongs to this one process: nobody to wait for
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    jobConnection: () => ({ db: fromPglite(client) }),
    close: () => client.close(),
  };
}

/** The rows of `execute(sql…)`: both engines answer `{ rows }`, raw (bigint and numeric as the driver gives them). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
