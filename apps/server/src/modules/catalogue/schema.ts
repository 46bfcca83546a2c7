import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns.ts';
import type { LocalizedText } from '../../lib/localize.ts';
import type { StoredImage } from '../upload/schema.ts';
import { users } from '../user/schema.ts';

// index columns are `desc nulls first`, as `order by … desc` means: with `nulls last` (Drizzle's
// default for .desc()) PostgreSQL cannot read the index in the query's order
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // the spec's trees use pid 0 for the root
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_pid_idx').on(t.pid, t.sort)],
);

export const stores = pgTable(
  'stores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<StoredImage | null>(),
    banner: jsonb('banner').$type<StoredImage | null>(),
    intro: text('intro').notNull().default(''),
    sellCount: integer('sell_count').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    reputation: integer('reputation').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    creditScore: integer('credit_score').notNull().default(100),
    transactionAmount: money('transaction_amount').notNull().default('0'),
    // proceeds of received orders, a ledger account
    balance: money('balance').notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    positiveCount: integer('positive_count').notNull().default(0),
    isRecommended: boolean('is_recommended').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_sell_idx').on(t.sellCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_followers_idx').on(t.followerCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('stores_follower_count_non_negative', sql`${t.followerCount} >= 0`),
    check('stores_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    // sanitized HTML: only the tags and attributes the sanitizer allows are ever stored
    description: text('description').notNull().default(''),
    // the lowest SKU price, kept here so lists sort and filter on one indexed column
    price: money('price').notNull(),
    sales: integer('sales').notNull().default(0),
    monthlySales: integer('monthly_sales').notNull().default(0),
    freight: money('freight').notNull().default('0'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    shipmentNote: text('shipment_note').notNull().default(''),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    reviewCount: integer('review_count').notNull().default(0),
    positiveCount: integer('positive_count').notNull().default(0),
    midCount: integer('mid_count').notNull().default(0),
    negativeCount: integer('negative_count').notNull().default(0),
    pictureCount: integer('picture_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', ${products.title})`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_category_idx').on(t.categoryId, t.sales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_sales_idx').on(t.sales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_monthly_idx').on(t.monthlySales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_recommended_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.isRecommended}`),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_search_idx').using('gin', t.searchVector),
    check('products_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/** A size × colour variant with its own price and stock. */
export const productSkus = pgTable(
  'product_skus',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull(),
    price: money('price').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [
    uniqueIndex('product_skus_variant_key').on(t.productId, t.size, t.color),
    check('product_skus_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_skus_price_non_negative', sql`${t.price} >= 0`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    variant: text('variant').notNull().default(''),
    stars: smallint('stars').notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.id.desc().nullsFirst()),
    index('product_reviews_stars_idx').on(t.productId, t.stars, t.id.desc().nullsFirst()),
    check('product_reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const productFavorites = pgTable(
  'product_favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favorites_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const storeFollows = pgTable(
  'store_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('store_follows_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
