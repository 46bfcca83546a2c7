import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

/**
 * The template of this run: its own name, so that two runs on one PostgreSQL server (a CI run
 * beside an engineer's) never drop each other's template mid-run. The setup sets it in the
 * environment, which the test workers inherit.
 */
export function templateDatabase(): string {
  return process.env.MARKET_TEST_TEMPLATE ?? 'market_test_template';
}

/**
 * On PostgreSQL (DATABASE_URL set) the migrations run once into a template database; each test
 * file then gets its own copy (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = `market_test_template_${process.pid}`;
  process.env.MARKET_TEST_TEMPLATE = name;
  const adminQuery = async (text: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const template = await openDatabase({ url: withDatabase(url, name), poolSize: 1 });
  await template.migrate();
  await template.close();
  return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}
