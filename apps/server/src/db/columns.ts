import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment('created_at').notNull().defaultNow();
/** Money in USDT, numeric(20,8): never a float (DESIGN "Data"). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 8 });
