import type { Db } from '../../db/client.ts';
import { type DayTotals, totalsByDay } from '../../lib/day-series.ts';
import { users } from './schema.ts';

/** Accounts created per UTC day (users_created_idx). */
export const signUpsByDay = (db: Db, days: number): Promise<DayTotals> =>
  totalsByDay(db, { table: users, at: users.createdAt, days });
