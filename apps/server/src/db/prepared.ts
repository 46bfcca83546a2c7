import type { Db } from './client.ts';

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
