import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

export interface ChangeWatch {
  /** Whether the database changed since the last call. */
  hasChanged(): Promise<boolean>;
  lookups: { quick: number; full: number };
}

/**
 * Tells whether the database changed since the last look. A write takes a transaction id, so while
 * the next id has not moved nothing was written and the look costs one tiny query; when it moved,
 * a fingerprint of the whole database in one query: each table's row count and largest id, the
 * sum of every numeric (money) column, and the stock. `throttles` is left out: a refusal is meant
 * to count there (a wrong password counts towards the lock).
 */
export async function watchChanges(database: Database): Promise<ChangeWatch> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    database,
    sql`select table_name as "table", column_name as "column", data_type as "type"
        from information_schema.columns
        where table_schema = 'public' and table_name <> 'throttles'
        order by table_name, ordinal_position`,
  );
  const parts = [...new Set(columns.map((c) => c.table))].map((table) => {
    const measures = ['count(*)'];
    for (const { column, type } of columns.filter((c) => c.table === table)) {
      if (column === 'id' && type !== 'uuid' && type !== 'text') measures.push('max(id)');
      else if (type === 'numeric' || column === 'stock') measures.push(`sum("${column}")`);
    }
    return `(select json_build_array(${measures.join(', ')}) from "${table}")`;
  });
  const fingerprintQuery = sql.raw(`select json_build_array(${parts.join(', ')})::text as value`);
  const xidQuery = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as value`;
  const valueOf = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ value: string }>(database, query))[0]!.value;
  let seen = { xid: await valueOf(xidQuery), fingerprint: await valueOf(fingerprintQuery) };
  const lookups = { quick: 0, full: 0 };
  return {
    lookups,
    async hasChanged() {
      lookups.quick += 1;
      const xid = await valueOf(xidQuery);
      if (xid === seen.xid) return false;
      lookups.full += 1;
      const before = seen.fingerprint;
      seen = { xid, fingerprint: await valueOf(fingerprintQuery) };
      return seen.fingerprint !== before;
    },
  };
}
