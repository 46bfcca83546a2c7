import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runLoanClock } from '../modules/loan/index.ts';
import { rollUpAllSales, runOrderClock } from '../modules/order/index.ts';
import { runQuoteClock } from '../modules/rfq/index.ts';
import { readOrderClock } from '../modules/site/index.ts';
import type { RecurringJob } from './job-queue.ts';

/** The work the site does on its own, each once per period across all instances (0 seconds: off). */
export function recurringJobs(db: Db, config: Config, logger: FastifyBaseLogger): RecurringJob[] {
  const jobs: RecurringJob[] = [
    {
      name: 'order-clock',
      everySeconds: config.ORDER_SWEEP_SECONDS,
      // the back office's auto-receive days, read on each sweep (decision 044)
      run: async () => {
        const clock = await readOrderClock(db, {
          payMinutes: config.ORDER_PAY_MINUTES,
          autoReceiveDays: config.ORDER_AUTO_RECEIVE_DAYS,
        });
        return runOrderClock(db, { autoReceiveDays: clock.autoReceiveDays, logger });
      },
    },
    { name: 'sales-rollup', everySeconds: config.SALES_ROLLUP_SECONDS, run: () => rollUpAllSales(db) },
    // lapsed quotes marked expired, on the order clock's period (decision 050)
    {
      name: 'quote-clock',
      everySeconds: config.ORDER_SWEEP_SECONDS,
      run: () => runQuoteClock(db, { logger }),
    },
    { name: 'loan-clock', everySeconds: config.LOAN_CLOCK_SECONDS, run: () => runLoanClock(db, { logger }) },
  ];
  return jobs.filter((job) => job.everySeconds > 0);
}
