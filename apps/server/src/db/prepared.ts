import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf, type Tx } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A Drizzle prepared statement built once per database and name: Drizzle skips building the SQL,
 * and node-postgres parses a named statement once per connection (PGlite ignores the name).
 * `build` must make the same SQL every time for one name.
 */
export function preparedQuery<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build(db, name)));
  return statement;
}

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named statement on the caller's connection (a transaction's own, too):
 * node-postgres parses it once per connection and PostgreSQL then reuses its plan; PGlite ignores
 * the name. `query` must be the same text, parameters aside, every time for one name. Answers the
 * raw rows (bigint and numeric as the driver gives them).
 */
export async function executeNamed(
  db: Db | Tx,
  name: string,
  query: SQL,
): Promise<Record<string, unknown>[]> {
  const result = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return rowsOf(result);
}

/**
 * A list of ids as one `bigint[]` parameter, for `= any(…)`: a statement's text does not depend on
 * the list's length, and its cached plan still finds the rows by index.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${idList(ids)}::bigint[]`;
}

/** A list of ids as the text of a PostgreSQL array (`{1,2,3}`), for a `bigint[]` placeholder. */
export function idList(ids: readonly number[]): string {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error(`not a list of ids: ${ids.join(',')}`);
  return `{${ids.join(',')}}`;
}

/**
 * A raw row of `table` (as `returning *` gives it to `executeNamed`) in Drizzle's own shape: each
 * column read through its mapping (bigint to number, timestamps to Date, numeric as text).
 */
export function mapRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
