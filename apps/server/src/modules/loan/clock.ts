import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { markOverdue } from './queries.ts';

/**
 * One tick of the loan clock, run as a recurring job (jobs/recurring.ts): instalments past their
 * due moment and still unpaid become overdue, and so does their loan. Marking is idempotent (a
 * pending row is marked once), so a late or doubled tick changes nothing twice. No late fee is
 * charged (decision 036): overdue is a state the borrower and the back office see.
 */
export async function runLoanClock(
  db: Db,
  options: { logger?: FastifyBaseLogger; now?: Date } = {},
): Promise<{ instalments: number; loans: number }> {
  const marked = await markOverdue(db, options.now ?? new Date());
  if (marked.instalments) options.logger?.info(marked, 'loans overdue');
  return marked;
}
