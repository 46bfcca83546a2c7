/**
 * What the loan journey needs beside the page: a PostgreSQL database of its own (so the books can
 * be read at the end), the ledger's and the loans' invariants read from it, documents to upload.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { plainPng } from './page-helpers.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for the file's server, created before and dropped after; answers its URL. */
export function useOwnDatabase(): string {
  const name = `journey_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  beforeAll(() => run(`create database ${name}`));
  afterAll(() => run(`drop database if exists ${name} with (force)`));
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
}

/**
 * The books as the API tests check them: every balance equals its entries, every journal nets to
 * zero, and each loan's share of loans_receivable (system account 6) is minus what it still owes.
 */
export async function booksProblems(databaseUrl: string): Promise<Record<string, unknown>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const accounts = await db.query(`
      select 'user' as kind, u.id from users u where u.money <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'user' and e.account_id = u.id), 0)
      union all select 'store', s.id from stores s where s.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'store' and e.account_id = s.id), 0)
      union all select 'system', a.id from system_accounts a where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'system' and e.account_id = a.id), 0)`);
    const journals = await db.query(
      'select journal from ledger_entries group by journal having sum(amount) <> 0',
    );
    const loans = await db.query(`
      select l.id from loans l where -l.outstanding <> coalesce((select sum(amount) from ledger_entries e
        where e.reference = 'loan:' || l.id and e.account_type = 'system' and e.account_id = 6), 0)`);
    const total = await db.query('select coalesce(sum(amount), 0)::float8 as total from ledger_entries');
    return {
      accounts: accounts.rows,
      unbalancedJournals: journals.rows,
      loans: loans.rows,
      total: total.rows[0].total,
    };
  } finally {
    await db.end();
  }
}

/** Two photos standing in for an ID card and a payslip. */
export const documents = async () => [
  { name: 'id-card.png', mimeType: 'image/png', buffer: await plainPng(160, 100, { r: 40, g: 120, b: 200 }) },
  {
    name: 'payslip.png',
    mimeType: 'image/png',
    buffer: await plainPng(100, 140, { r: 230, g: 230, b: 220 }),
  },
];
