import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stores } from './schema.ts';
import type { ProductCardRow, StoreCardRow } from './present.ts';
import { productOnlyColumns, withStoreNames } from './product-queries.ts';
import { storeCardColumns } from './store-queries.ts';

/** One typo in a word of eight letters still scores about 0.6 against the title it misspells. */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/** `%`, `_` and `\` match literally inside the `%…%` pattern. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Prefix query over the words of the keyword (`wire blue` → `wire:* & blue:*`); only letters and
 * digits reach `to_tsquery`, so no input can break its syntax. Undefined when no word is left.
 */
export function prefixTsQuery(keyword: string): string | undefined {
  const words = keyword.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words.map((word) => `${word.toLowerCase()}:*`).join(' & ');
}

/**
 * What a keyword matches in a text column: a substring (prefixes, Chinese and Japanese without
 * word breaks), a full-text prefix query, or a close trigram word (one typo). Each part has an index.
 */
function textMatch(
  column: SQL.Aliased | typeof products.title | typeof stores.name,
  keyword: string,
  tsv?: SQL,
) {
  const query = prefixTsQuery(keyword);
  const match = or(
    ilike(column, likePattern(keyword)),
    sql`${keyword} <% ${column}`,
    tsv && query ? sql`${tsv} @@ to_tsquery('simple', ${query})` : undefined,
  )!;
  // substring hits first, then by how close the closest word is
  const rank = sql<number>`(case when ${column} ilike ${likePattern(keyword)} then 1 else 0 end) + word_similarity(${keyword}, ${column})`;
  return { match, rank };
}

async function withThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    );
    return work(tx as unknown as Db);
  });
}

function productMatch(keyword: string, storeId?: number) {
  const { match, rank } = textMatch(products.title, keyword, sql`${products.searchVector}`);
  return {
    rank,
    where: and(eq(products.isOnSale, true), storeId ? eq(products.storeId, storeId) : undefined, match),
  };
}

export async function searchProducts(
  db: Db,
  keyword: string,
  options: { limit: number; offset: number; storeId?: number },
): Promise<ProductCardRow[]> {
  const { rank, where } = productMatch(keyword, options.storeId);
  const rows = await withThreshold(db, (tx) =>
    tx
      .select(productOnlyColumns)
      .from(products)
      .where(where)
      .orderBy(desc(rank), desc(products.sales), desc(products.id))
      .limit(options.limit)
      .offset(options.offset),
  );
  return withStoreNames(db, rows);
}

export async function countProductMatches(db: Db, keyword: string, storeId?: number): Promise<number> {
  const { where } = productMatch(keyword, storeId);
  const [row] = await withThreshold(db, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  );
  return row?.count ?? 0;
}

export async function searchStores(
  db: Db,
  keyword: string,
  options: { limit: number; offset: number },
): Promise<StoreCardRow[]> {
  const { match, rank } = textMatch(stores.name, keyword);
  return withThreshold(db, (tx) =>
    tx
      .select(storeCardColumns)
      .from(stores)
      .where(match)
      .orderBy(desc(rank), desc(stores.sellCount), desc(stores.id))
      .limit(options.limit)
      .offset(options.offset),
  );
}

export async function countStoreMatches(db: Db, keyword: string): Promise<number> {
  const { match } = textMatch(stores.name, keyword);
  const [row] = await withThreshold(db, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(stores)
      .where(match),
  );
  return row?.count ?? 0;
}
