import type { Language } from '@market/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { products, stores } from './schema.ts';
import type { ProductCardRow, StoreCardRow } from './present.ts';
import { productOnlyColumns, withStoreNames } from './product-queries.ts';
import { titleIn } from './product-texts.ts';
import { likePattern, prefixTsQuery, transposedKeywords, transpositions, wordsOf } from './search-terms.ts';
import { isStoreOpen, storeCardColumns } from './store-queries.ts';
import { titleInLanguage } from './title-search.ts';

/** One typo in a word of eight letters still scores about 0.6 against the title it misspells. */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/**
 * What a keyword matches in a text column: a substring (prefixes, Chinese and Japanese without
 * word breaks), a full-text prefix query, or a close trigram word (one typo), each with an index.
 * A `swappable` word is also tried with two neighbouring letters swapped: in the text vector, or
 * where there is none (store names) by trigrams of the keyword spelled so.
 */
function textMatch(
  column: SQL | typeof products.title | typeof stores.name,
  keyword: string,
  options: { tsv?: SQL; swappable: ReadonlySet<string> },
) {
  const { tsv, swappable } = options;
  const query = prefixTsQuery(keyword, swappable);
  const match = or(
    ilike(column, likePattern(keyword)),
    sql`${keyword} <% ${column}`,
    tsv && query ? sql`${tsv} @@ to_tsquery('simple', ${query})` : undefined,
    ...(tsv ? [] : transposedKeywords(keyword, swappable).map((spelled) => sql`${spelled} <% ${column}`)),
  )!;
  // substring hits first, then by how close the closest word is
  const rank = sql<number>`(case when ${column} ilike ${likePattern(keyword)} then 1 else 0 end) + word_similarity(${keyword}, ${column})`;
  return { match, rank };
}

/**
 * The keyword's words that could be two swapped letters and that nothing holds: no product title
 * as a word prefix, no store name as a substring. Only those are tried swapped, so a keyword
 * spelled right keeps its plan (a longer tsquery tips the planner to a sequential scan on a small
 * catalogue: 0.7 ms became 31 ms for "sneak" on 5,000 products).
 */
async function unknownWords(tx: Db, keyword: string, table: 'products' | 'stores'): Promise<Set<string>> {
  const candidates = wordsOf(keyword).filter((word) => transpositions(word).length > 0);
  if (candidates.length === 0) return new Set();
  const found = candidates.map((word) =>
    table === 'products'
      ? sql`exists (select 1 from ${products} where ${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`}))`
      : sql`exists (select 1 from ${stores} where ${stores.name} ilike ${likePattern(word)})`,
  );
  const [row] = rowsOf(await tx.execute(sql`select array[${sql.join(found, sql`, `)}] as found`));
  const flags = row!.found as boolean[];
  return new Set(candidates.filter((_, i) => !flags[i]));
}

async function withThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    );
    return work(tx as unknown as Db);
  });
}

/**
 * Products whose own title or title in the caller's language matches (decision 039), each through
 * its own index; the word index and the swapped-letter spellings serve the own title. A product
 * ranks by the closer of its two titles (`greatest` passes over the missing one).
 */
function productMatch(
  keyword: string,
  swappable: ReadonlySet<string>,
  options: { storeId?: number; lang: Language },
) {
  const own = textMatch(products.title, keyword, { tsv: sql`${products.searchVector}`, swappable });
  const local = textMatch(titleInLanguage(products.titles, options.lang), keyword, { swappable: new Set() });
  return {
    rank: sql<number>`greatest(${own.rank}, ${local.rank})`,
    where: and(
      eq(products.isOnSale, true),
      options.storeId ? eq(products.storeId, options.storeId) : undefined,
      or(own.match, local.match),
    ),
  };
}

export async function searchProducts(
  db: Db,
  keyword: string,
  options: { limit: number; offset: number; storeId?: number; lang: Language },
): Promise<ProductCardRow[]> {
  const rows = await withThreshold(db, async (tx) => {
    const { rank, where } = productMatch(keyword, await unknownWords(tx, keyword, 'products'), options);
    return tx
      .select({ ...productOnlyColumns, title: titleIn(options.lang) })
      .from(products)
      .where(where)
      .orderBy(desc(rank), desc(products.sales), desc(products.id))
      .limit(options.limit)
      .offset(options.offset);
  });
  return withStoreNames(db, rows);
}

export async function countProductMatches(
  db: Db,
  keyword: string,
  options: { storeId?: number; lang: Language },
): Promise<number> {
  const [row] = await withThreshold(db, async (tx) => {
    const { where } = productMatch(keyword, await unknownWords(tx, keyword, 'products'), options);
    return tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
  });
  return row?.count ?? 0;
}

export async function searchStores(
  db: Db,
  keyword: string,
  options: { limit: number; offset: number },
): Promise<StoreCardRow[]> {
  return withThreshold(db, async (tx) => {
    const { match, rank } = textMatch(stores.name, keyword, {
      swappable: await unknownWords(tx, keyword, 'stores'),
    });
    return tx
      .select(storeCardColumns)
      .from(stores)
      .where(and(isStoreOpen, match))
      .orderBy(desc(rank), desc(stores.sellCount), desc(stores.id))
      .limit(options.limit)
      .offset(options.offset);
  });
}

export async function countStoreMatches(db: Db, keyword: string): Promise<number> {
  const [row] = await withThreshold(db, async (tx) => {
    const { match } = textMatch(stores.name, keyword, {
      swappable: await unknownWords(tx, keyword, 'stores'),
    });
    return tx
      .select({ count: sql<number>`count(*)::int` })
      .from(stores)
      .where(and(isStoreOpen, match));
  });
  return row?.count ?? 0;
}
