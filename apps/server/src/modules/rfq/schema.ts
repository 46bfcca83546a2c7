import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { QuoteStatus } from '@market/contract/quote-limits';
import { createdAt, moment, money } from '../../db/columns.ts';
import { productSkus, products, stores } from '../catalogue/schema.ts';
import { checkouts, orders } from '../order/schema.ts';
import type { StoredImage } from '../upload/schema.ts';
import { users } from '../user/schema.ts';

/**
 * A buyer's request for quotation to one store, and the seller's answer (decision 050). Its status
 * only moves forward, each step one conditional UPDATE, so two steps at once resolve in the row.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id),
    status: text('status').$type<QuoteStatus>().notNull().default('requested'),
    message: text('message').notNull().default(''),
    /** The seller's note with the prices, or the reason of a decline. */
    sellerNote: text('seller_note').notNull().default(''),
    /** The instant the quoted prices lapse; set with them. */
    validUntil: moment('valid_until'),
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('quotes_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('quotes_store_idx').on(t.storeId, t.id.desc().nullsFirst()),
    // the clock's lapsed quotes
    index('quotes_quoted_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'quoted'`),
    check(
      'quotes_status',
      sql`${t.status} in ('requested', 'quoted', 'declined', 'accepted', 'cancelled', 'expired')`,
    ),
    check('quotes_quoted_valid', sql`${t.status} <> 'quoted' or ${t.validUntil} is not null`),
  ],
);

/** One SKU of a quote, its title, size and colour as they were when asked. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => productSkus.id),
    title: text('title').notNull(),
    image: jsonb('image').$type<StoredImage | null>(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    num: integer('num').notNull(),
    targetPrice: money('target_price'),
    quotedPrice: money('quoted_price'),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId),
    check('quote_lines_num_positive', sql`${t.num} > 0`),
    check(
      'quote_lines_prices_positive',
      sql`coalesce(${t.targetPrice}, 1) > 0 and coalesce(${t.quotedPrice}, 1) > 0`,
    ),
  ],
);
