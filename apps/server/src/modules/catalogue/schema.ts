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
import { createdAt, moment, money } from '../../db/columns.ts';
import type { Language } from '@market/contract/languages';
import type { PriceTier } from '@market/contract/tier-price';
import type { LocalizedText } from '../../lib/localize.ts';
import { listIndexes } from './list-indexes.ts';
import { TITLE_INDEX_LANGUAGES, titleIndexName, titleInLanguage } from './title-search.ts';
import type { StoredImage } from '../upload/schema.ts';
import { users } from '../user/schema.ts';

/** Texts by language code, any of the 13 (none required): a product's titles or descriptions. */
export type ProductTexts = Partial<Record<Language, string>>;

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
    /** Set by an admin: a suspended store's products leave the catalogue; its seller still reads orders. */
    status: text('status').$type<'open' | 'suspended'>().notNull().default('open'),
    statusReason: text('status_reason').notNull().default(''),
    /** The seller's own closed (holiday) switch: products stay listed but cannot be bought. */
    isHoliday: boolean('is_holiday').notNull().default(false),
    contact: text('contact').notNull().default(''),
    /** The platform's share of a received order; null takes the site setting. */
    commissionRate: numeric('commission_rate', { precision: 6, scale: 4 }),
    /** The smallest order buyers may place here (items, before freight and tax); null: none (decision 040). */
    minOrderAmount: money('min_order_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    // a user owns at most one store: approving an application twice cannot make two
    uniqueIndex('stores_owner_key').on(t.ownerId),
    index('stores_sell_idx').on(t.sellCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_followers_idx').on(t.followerCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stores_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('stores_follower_count_non_negative', sql`${t.followerCount} >= 0`),
    check('stores_balance_non_negative', sql`${t.balance} >= 0`),
    check('stores_status', sql`${t.status} in ('open', 'suspended')`),
    check('stores_commission_rate_range', sql`${t.commissionRate} between 0 and 1`),
    check('stores_min_order_amount_positive', sql`${t.minOrderAmount} > 0`),
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
    /**
     * The top-level category above `category_id` (itself when it is one), kept by the database:
     * triggers set it on every insert and category change of a product and when a category moves
     * (migration 0028), so no writer sets it; the 0 a writer leaves is replaced before the row is
     * stored. A top category's list is then an equality on it and reads its own list indexes in
     * order (decision 066).
     */
    rootCategoryId: bigint('root_category_id', { mode: 'number' }).notNull().default(0),
    title: text('title').notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    // sanitized HTML: only the tags and attributes the sanitizer allows are ever stored
    description: text('description').notNull().default(''),
    /**
     * The title in other languages, by code (decision 039): a buyer reads the one in their
     * language, else `title`. Descriptions by language are rows of `product_descriptions`.
     */
    titles: jsonb('titles').$type<ProductTexts>().notNull().default({}),
    // the lowest unit price over every SKU and its quantity tiers ("from"), kept here so lists sort
    // and filter on one indexed column (decision 040)
    price: money('price').notNull(),
    /** Quantity breaks above each SKU's price, for the SKUs without their own (decision 040). */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** Whether some SKU's price falls with the quantity, so cards say "from". */
    hasTiers: boolean('has_tiers').notNull().default(false),
    /** A line holds at least this many units, in steps of `order_multiple` (a carton). */
    minOrderQty: integer('min_order_qty').notNull().default(1),
    orderMultiple: integer('order_multiple').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    monthlySales: integer('monthly_sales').notNull().default(0),
    freight: money('freight').notNull().default('0'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    /** Shown translated: "Ships within 24 hours of the order" (decision 039). */
    shipWithinHours: smallint('ship_within_hours').notNull().default(24),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /**
     * What the buyer's queries read: on shelf, not deleted and its store open. The catalogue keeps
     * it equal to `on_shelf and deleted_at is null` while the store is open, false while suspended.
     */
    isOnSale: boolean('is_on_sale').notNull().default(true),
    /** The seller's on/off shelf switch. */
    onShelf: boolean('on_shelf').notNull().default(true),
    /** A deleted product keeps its row for order history and never shows again. */
    deletedAt: moment('deleted_at'),
    /**
     * Set by an admin's take-down (decision 046): off sale whatever the shelf switch says, the
     * reason shown to the seller, who cannot put it back on shelf until an admin restores it.
     */
    takenDownAt: moment('taken_down_at'),
    takenDownReason: text('taken_down_reason').notNull().default(''),
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
    // a store's products newest first; shelf status and deletion after the id (drizzle has no
    // INCLUDE) cut the seller's list pages from the index alone
    index('products_store_idx').on(
      t.storeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.onShelf,
      t.deletedAt,
    ),
    index('products_category_idx').on(t.categoryId, t.sales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_sales_idx').on(t.sales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_monthly_idx').on(t.monthlySales.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the buyer's lists (decision 057): for each sort, its keys with the filters' columns, over the
    // products on sale only, so a page's ids, its offset and its count are read from the index alone;
    // category first for one category, the sort first for none or several
    ...listIndexes(t),
    index('products_recommended_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.isRecommended}`),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_search_idx').using('gin', t.searchVector),
    ...TITLE_INDEX_LANGUAGES.map((lang) =>
      index(titleIndexName(lang)).using('gin', sql`${titleInLanguage(t.titles, lang)} gin_trgm_ops`),
    ),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_taken_down_off_sale', sql`${t.takenDownAt} is null or not ${t.isOnSale}`),
    check('products_ship_within_hours_range', sql`${t.shipWithinHours} between 1 and 720`),
    check('products_order_multiple_positive', sql`${t.orderMultiple} >= 1`),
    check(
      'products_min_order_qty_whole_multiples',
      sql`${t.minOrderQty} >= 1 and ${t.minOrderQty} % ${t.orderMultiple} = 0`,
    ),
  ],
);

/**
 * A product's description (sanitized HTML) in a language other than its own (decision 039,
 * addendum): a row per language, so the detail reads the caller's alone, not all 13.
 */
export const productDescriptions = pgTable(
  'product_descriptions',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Language>().notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
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
    /** This SKU's own quantity breaks; null follows the product's (decision 040). */
    priceTiers: jsonb('price_tiers').$type<PriceTier[] | null>(),
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
    /** The store's one public reply, shown under the review. */
    reply: text('reply').notNull().default(''),
    repliedAt: moment('replied_at'),
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

/**
 * The home page's recommended products and stores as an admin ordered them (decision 046): the
 * position is the place in the section. Rows whose product left sale or whose store closed are
 * skipped when the home is built, not deleted.
 */
export const homePicks = pgTable(
  'home_picks',
  {
    kind: text('kind').$type<'product' | 'store'>().notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    uniqueIndex('home_picks_position_key').on(t.kind, t.position),
    check('home_picks_kind', sql`${t.kind} in ('product', 'store')`),
  ],
);
