import type { QuoteFilter } from '@market/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import { productSkus, products, stores } from '../catalogue/index.ts';
import type { StoredImage } from '../upload/index.ts';
import { users } from '../user/index.ts';
import { quoteLines, quotes } from './schema.ts';

type Reader = Db | Tx;

/** A quoted quote past its validity reads as expired, whether or not the clock marked it yet. */
export const effectiveStatus = sql<string>`case when ${quotes.status} = 'quoted'
  and ${quotes.validUntil} <= now() then 'expired' else ${quotes.status} end`;

const isLive = sql`${quotes.validUntil} > now()`;
const isOpen = sql`(${quotes.status} = 'requested' or (${quotes.status} = 'quoted' and ${isLive}))`;

/** The condition of a list filter, on the effective status. */
function filterOf(filter: QuoteFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'open':
      return isOpen;
    case 'closed':
      return sql`not ${isOpen}`;
    case 'quoted':
      return sql`${quotes.status} = 'quoted' and ${isLive}`;
    case 'expired':
      return sql`(${quotes.status} = 'expired' or (${quotes.status} = 'quoted' and not ${isLive}))`;
    default:
      return eq(quotes.status, filter);
  }
}

/** Whose quotes: the buyer's own, or those sent to the seller's store. */
export type Owner = { userId: number } | { storeId: number };
const ownedBy = (owner: Owner) =>
  'userId' in owner ? eq(quotes.userId, owner.userId) : eq(quotes.storeId, owner.storeId);

const quoteColumns = {
  id: quotes.id,
  userId: quotes.userId,
  storeId: quotes.storeId,
  status: effectiveStatus,
  message: quotes.message,
  sellerNote: quotes.sellerNote,
  validUntil: quotes.validUntil,
  checkoutId: quotes.checkoutId,
  orderId: quotes.orderId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  storeName: stores.name,
  storeOwnerId: stores.ownerId,
  buyerName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
};
export interface QuoteRow {
  id: number;
  userId: number;
  storeId: number;
  status: string;
  message: string;
  sellerNote: string;
  validUntil: Date | null;
  checkoutId: number | null;
  orderId: number | null;
  createdAt: Date;
  updatedAt: Date;
  storeName: string;
  storeOwnerId: number | null;
  buyerName: string;
}
export type QuoteLineRow = typeof quoteLines.$inferSelect;

const selectQuotes = (db: Reader) =>
  db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(stores, eq(stores.id, quotes.storeId))
    .innerJoin(users, eq(users.id, quotes.userId));

export async function findQuote(db: Reader, owner: Owner, id: number): Promise<QuoteRow | undefined> {
  const [row] = await selectQuotes(db).where(and(eq(quotes.id, id), ownedBy(owner)));
  return row as QuoteRow | undefined;
}

export async function listQuotes(
  db: Reader,
  owner: Owner,
  params: { filter: QuoteFilter; limit: number; offset: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const where = and(ownedBy(owner), filterOf(params.filter));
  const [rows, [counted]] = await Promise.all([
    selectQuotes(db).where(where).orderBy(desc(quotes.id)).limit(params.limit).offset(params.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(quotes)
      .where(where),
  ]);
  return { rows: rows as QuoteRow[], total: counted?.total ?? 0 };
}

export function linesOf(db: Reader, quoteIds: number[]): Promise<QuoteLineRow[]> {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.id));
}

/** The SKUs asked about, with their product and store as they are now. */
export function loadAskedSkus(db: Reader, skuIds: number[]) {
  return db
    .select({
      skuId: productSkus.id,
      productId: productSkus.productId,
      size: productSkus.size,
      color: productSkus.color,
      title: products.title,
      image: sql<StoredImage | null>`${products.images} -> 0`,
      isOnSale: products.isOnSale,
      storeId: products.storeId,
      storeStatus: stores.status,
      storeOwnerId: stores.ownerId,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(sql`${productSkus.id} = any(${idArray(skuIds)})`);
}

export type NewQuoteLine = Omit<typeof quoteLines.$inferInsert, 'id' | 'quoteId' | 'quotedPrice'>;

export async function insertQuote(
  tx: Tx,
  values: { userId: number; storeId: number; message: string; lines: NewQuoteLine[] },
): Promise<number> {
  const [quote] = await tx
    .insert(quotes)
    .values({ userId: values.userId, storeId: values.storeId, message: values.message })
    .returning({ id: quotes.id });
  await tx.insert(quoteLines).values(values.lines.map((line) => ({ ...line, quoteId: quote!.id })));
  return quote!.id;
}

/**
 * One forward step of a quote as a single conditional UPDATE: it happens only while the quote is
 * in one of `from` (and, for a quoted one, still valid), so of two steps at once one finds the row
 * changed and moves nothing. Answers whether it moved.
 */
export async function moveQuote(
  tx: Tx,
  owner: Owner,
  id: number,
  from: 'requested' | 'quoted' | 'open',
  set: Partial<typeof quotes.$inferInsert>,
): Promise<boolean> {
  const state =
    from === 'open'
      ? isOpen
      : from === 'quoted'
        ? sql`${quotes.status} = 'quoted' and ${isLive}`
        : eq(quotes.status, 'requested');
  const moved = await tx
    .update(quotes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(quotes.id, id), ownedBy(owner), state))
    .returning({ id: quotes.id });
  return moved.length === 1;
}

/** The seller's unit prices, one statement for every line of the quote. */
export async function setQuotedPrices(tx: Tx, quoteId: number, prices: { lineId: number; price: string }[]) {
  const rows = JSON.stringify(prices.map((line) => ({ id: line.lineId, price: line.price })));
  await tx.execute(sql`update ${quoteLines} l set quoted_price = p.price
    from jsonb_to_recordset(${rows}::jsonb) as p(id bigint, price numeric)
    where l.quote_id = ${quoteId} and l.id = p.id`);
}

/** The clock: quoted quotes past their validity become expired, a batch at a time. */
export async function expireLapsed(db: Db, batch: number): Promise<number> {
  const rows = await db.execute(sql`update ${quotes} set status = 'expired', updated_at = now()
    where id in (select id from ${quotes} where status = 'quoted' and valid_until <= now()
      order by valid_until limit ${batch} for update skip locked)
    returning id`);
  return rowsOf(rows).length;
}

/** The checkout and order an accepted quote made. */
export async function recordAcceptance(tx: Tx, id: number, values: { checkoutId: number; orderId: number }) {
  await tx.update(quotes).set(values).where(eq(quotes.id, id));
}
