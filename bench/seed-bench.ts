// Fills a database with the benchmark catalogue: 100,000 products across 1,000 stores (with SKUs,
// reviews and generated images), on PGlite in DATA_DIR or on PostgreSQL by DATABASE_URL.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench npm run seed:bench
//   DATA_DIR=./data-bench npm run seed:bench -- --products=20000 --stores=200
//
// The catalogue tables must be empty (a fresh database, or --reset to empty them first).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedArticles } from '../apps/server/src/modules/site/seed-articles.ts';
import { isCatalogueEmpty, seedCatalogue } from '../apps/server/src/modules/catalogue/seed/catalogue.ts';
import { DiskStorage } from '../apps/server/src/storage/index.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [name!, value];
  }),
);
const productCount = Number(args.get('products') ?? 100_000);
const storeCount = Number(args.get('stores') ?? 1_000);
if (!Number.isInteger(productCount) || productCount < 1 || !Number.isInteger(storeCount) || storeCount < 1) {
  console.error('usage: npm run seed:bench -- [--products=100000] [--stores=1000] [--reset]');
  process.exit(2);
}

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? './data' });
const storage = new DiskStorage(process.env.UPLOAD_DIR ?? './uploads');
await storage.init();
const started = Date.now();
try {
  await database.migrate();
  if (args.has('reset')) {
    await database.db.execute(
      sql`truncate stores, products, product_skus, product_reviews, product_favorites, store_follows, categories, articles restart identity cascade`,
    );
  }
  if (!(await isCatalogueEmpty(database.db))) {
    console.error('the catalogue is not empty: use a fresh database, or --reset to empty it first');
    process.exit(1);
  }
  console.log(`seeding ${productCount} products across ${storeCount} stores on ${database.engine}`);
  await seedArticles(database.db);
  await seedCatalogue(database.db, storage, {
    stores: storeCount,
    products: productCount,
    onProgress: (done, total) => {
      if (done % 10_000 === 0 || done === total) {
        console.log(`  ${done} / ${total} products, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
    },
  });
  // fresh statistics, so the planner picks the indexes the benchmark is meant to measure, and a
  // visibility map, so counts can read the indexes alone
  await database.db.execute(sql`vacuum analyze`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
