import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A copy of the migrations that ends with `last` (its journal cut there). */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'market-migrations-'));
  folders.push(folder);
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

describe('migration 0022 (decision 039, addendum)', () => {
  it('moves each product description by language to its own row and drops the jsonb column', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsUpTo('0021_requests_for_quotation') });
    await client.exec(`
      insert into categories (names) values ('{"en": "Shirts"}');
      insert into stores (name) values ('Linen House');
      insert into products (store_id, category_id, title, images, price, description, descriptions)
      values (1, 1, 'Linen Shirt', '[]', 9, '<p>Cool linen</p>',
          '{"de": "<p>Kühles Leinen</p>", "ja": "<p>涼しいリネン</p>", "fr": ""}'),
        (1, 1, 'Plain Cup', '[]', 2, '<p>A cup</p>', '{}');`);

    await migrate(db, { migrationsFolder: migrations });

    const moved = await client.query(
      'select product_id::int as product_id, lang, description from product_descriptions order by lang',
    );
    expect(moved.rows).toEqual([
      { product_id: 1, lang: 'de', description: '<p>Kühles Leinen</p>' },
      { product_id: 1, lang: 'ja', description: '<p>涼しいリネン</p>' },
    ]);
    const column = await client.query(
      `select 1 from information_schema.columns where table_name = 'products' and column_name = 'descriptions'`,
    );
    expect(column.rows).toEqual([]);
    // a deleted product takes its descriptions with it
    await client.exec('delete from products where id = 1');
    expect((await client.query('select * from product_descriptions')).rows).toEqual([]);
    await client.close();
  });
});
