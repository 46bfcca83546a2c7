import DataLoader from 'dataloader';
import type { Db } from './client.ts';

/**
 * A reader that collects the keys asked for while the server reads its sockets in one turn of the
 * event loop and loads them with one statement (`setImmediate` runs after that turn's reads): under
 * load, fifty requests for one kind of row cost one round trip to PostgreSQL instead of fifty. A
 * request alone waits for nothing; its batch is itself. Nothing is remembered between batches
 * (`cache: false`): each request reads the rows as they are now. `load` answers one value per key,
 * in the keys' order.
 */
export function batchLoader<K, V>(load: (keys: readonly K[]) => Promise<readonly V[]>): DataLoader<K, V> {
  return new DataLoader<K, V>(load, {
    cache: false,
    maxBatchSize: 100,
    batchScheduleFn: (run) => setImmediate(run),
  });
}

/** `make(db)` built once per database (a test's app and the server each have their own). */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
