import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

/** Spec §3 Address; at most one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    address: text('address').notNull(),
    zip: text('zip').notNull().default(''),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
