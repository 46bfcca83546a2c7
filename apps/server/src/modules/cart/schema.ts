import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { productSkus } from '../catalogue/schema.ts';
import { users } from '../user/schema.ts';

/** A logged-in user's cart, one line per SKU: it follows the user across devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skuId] }), check('cart_items_num_positive', sql`${t.num} > 0`)],
);
