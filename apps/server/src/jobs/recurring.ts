import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rollUpAllSales, runOrderClock } from '../modules/order/index.ts';
import type { RecurringJob } from './job-queue.ts';

/** The work the site does on its own, each once per period across all instances (0 seconds: off). */
export function recurringJobs(db: Db, config: Config, logger: FastifyBaseLogger): RecurringJob[] {
  const jobs: RecurringJob[] = [
    {
      name: 'order-clock',
      everySeconds: config.ORDER_SWEEP_SECONDS,
      run: () => runOrderClock(db, { autoReceiveDays: config.ORDER_AUTO_RECEIVE_DAYS, logger }),
    },
    { name: 'sales-rollup', everySeconds: config.SALES_ROLLUP_SECONDS, run: () => rollUpAllSales(db) },
  ];
  return jobs.filter((job) => job.everySeconds > 0);
}
