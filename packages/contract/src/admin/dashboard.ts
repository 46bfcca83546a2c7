import { z } from 'zod';

/** One UTC day of the site's figures: sold orders and their value, sign-ups, money in and out. */
export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Orders paid that day and not cancelled since. */
  orders: z.number().int(),
  /** Their value in USDT (gross merchandise value), a decimal string. */
  gmv: z.string(),
  new_users: z.number().int(),
  /** Recharges approved that day and the USDT they credited. */
  recharges: z.number().int(),
  recharge_amount: z.string(),
  /** Withdrawals paid that day and the USDT they took out. */
  withdrawals: z.number().int(),
  withdraw_amount: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** A queue's waiting items; null where the admin's role may not use that queue. */
const waiting = z.number().int().nullable();

/** `POST /api/admin/dashboard`: the queues' waiting counts, today, and the last 30 days. */
export const dashboardResponse = z.object({
  pending: z.object({
    applications: waiting,
    recharges: waiting,
    withdrawals: waiting,
    loans: waiting,
  }),
  today: dashboardDay,
  /** The last 30 UTC days, oldest first, today last. */
  days: z.array(dashboardDay),
  /** When the figures were read (they may be a few seconds old). */
  as_of: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
export type DashboardQueue = keyof DashboardResponse['pending'];
