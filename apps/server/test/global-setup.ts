import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

export const TEMPLATE_DATABASE = 'market_test_template';

/**
 * On PostgreSQL (DATABASE_URL set) the migrations run once into a template database; each test
 * file then gets its own copy (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({ url: withDatabase(url, TEMPLATE_DATABASE), poolSize: 1 });
  await template.migrate();
  await template.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}
