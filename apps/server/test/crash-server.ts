import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { templateDatabase, withDatabase } from './global-setup.ts';
import { start, type Started, stop } from './spawn-server.ts';

// A real server process on a database of its own, killed with SIGKILL and started again on it.

export interface Envelope {
  code: number;
  msg: string;
  data: any;
}

export interface Answer {
  status: number;
  body: Envelope;
}

/** The server never answered (it died, or was dead): the call's outcome is unknown. */
export class Unanswered extends Error {}

const adminUrl = () => process.env.DATABASE_URL!;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface CrashDatabase {
  url: string;
  /** A pool of its own on the same database, for building the world and checking it. */
  database: Database;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated template. */
export async function createCrashDatabase(): Promise<CrashDatabase> {
  const name = `market_crash_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
  const url = withDatabase(adminUrl(), name);
  const database = await openDatabase({ url, poolSize: 4 });
  return {
    url,
    database,
    async drop() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** `npm start` on that database; limits raised so the load is never answered 429. */
export function startServer(url: string): Promise<Started> {
  return start({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    RATE_LIMIT_PER_SESSION: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // the sales roll-up every second, so kills land on it too
    SALES_ROLLUP_SECONDS: '1',
  });
}

/** SIGKILL: no shutdown hook runs, connections and open transactions are cut where they stand. */
export async function killServer(server: Started): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopServer(server: Started | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await stop(server);
}

/** One POST; a network failure (or no answer in 60 s) is `Unanswered`, anything else is an answer. */
export async function callServer(
  url: string,
  path: string,
  body: unknown,
  options: { token?: string; key?: string } = {},
): Promise<Answer> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token && { token: options.token }),
        ...(options.key && { 'idempotency-key': options.key }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new Unanswered(`${path}: ${String(error)}`, { cause: error });
  }
  // an answer that is not the envelope is a fault, not an unknown outcome
  return { status, body: JSON.parse(text) as Envelope };
}
