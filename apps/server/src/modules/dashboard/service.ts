import {
  type AdminRole,
  type DashboardDay,
  type DashboardQueue,
  type DashboardResponse,
  roleMay,
} from '@market/contract';
import type { Db } from '../../db/client.ts';
import { type DayTotals, lastDays } from '../../lib/day-series.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { countLoansWaiting } from '../loan/index.ts';
import { countApplicationsWaiting } from '../merchant/index.ts';
import { salesByDay } from '../order/index.ts';
import { signUpsByDay } from '../user/index.ts';
import { countRechargesWaiting, countWithdrawalsWaiting, walletByDay } from '../wallet/index.ts';

const DAYS = 30;

/** Each queue's count, asked only of a role that may use the queue. */
const QUEUES: Record<
  DashboardQueue,
  { permission: Parameters<typeof roleMay>[1]; count: (db: Db) => Promise<number> }
> = {
  applications: { permission: 'applications', count: countApplicationsWaiting },
  recharges: { permission: 'recharges', count: countRechargesWaiting },
  withdrawals: { permission: 'withdrawals', count: countWithdrawalsWaiting },
  loans: { permission: 'loans', count: countLoansWaiting },
};

async function readDays(db: Db): Promise<DashboardDay[]> {
  const [sales, signUps, wallet] = await Promise.all([
    salesByDay(db, DAYS),
    signUpsByDay(db, DAYS),
    walletByDay(db, DAYS),
  ]);
  const of = (totals: DayTotals, date: string) => totals.get(date) ?? { count: 0, amount: '0' };
  return lastDays(DAYS).map((date) => {
    const [sold, credited, paid] = [
      of(sales, date),
      of(wallet.recharges, date),
      of(wallet.withdrawals, date),
    ];
    return {
      date,
      orders: sold.count,
      gmv: sold.amount,
      new_users: of(signUps, date).count,
      recharges: credited.count,
      recharge_amount: credited.amount,
      withdrawals: paid.count,
      withdraw_amount: paid.amount,
    };
  });
}

/**
 * The dashboard: the waiting counts are read on every call (each a range of a status index, and
 * an admin acts on them), the 30 days at most once per `ttlMs` per instance (four grouped ranges
 * over partial indexes; a figure a few seconds old misleads nobody).
 */
export class Dashboard {
  private readonly db: Db;
  private readonly days: TtlCache<{ days: DashboardDay[]; asOf: string }>;

  constructor(db: Db, ttlMs = 10_000) {
    this.db = db;
    this.days = new TtlCache(ttlMs, 1);
  }

  async read(role: AdminRole): Promise<DashboardResponse> {
    const entries = Object.entries(QUEUES) as [DashboardQueue, (typeof QUEUES)[DashboardQueue]][];
    const [counts, figures] = await Promise.all([
      Promise.all(
        entries.map(([, queue]) => (roleMay(role, queue.permission) ? queue.count(this.db) : null)),
      ),
      this.days.get('days', async () => ({ days: await readDays(this.db), asOf: new Date().toISOString() })),
    ]);
    const pending = Object.fromEntries(
      entries.map(([name], index) => [name, counts[index]!]),
    ) as DashboardResponse['pending'];
    return { pending, today: figures.days.at(-1)!, days: figures.days, as_of: figures.asOf };
  }
}
