import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expireLapsed } from './queries.ts';

const BATCH = 500;

/**
 * Marks quoted quotes past their validity expired, as a recurring job. Reading never waits for it
 * (a lapsed quote reads as expired and cannot be accepted either way): it keeps the stored status
 * true for reports and the status filters' indexes. Rows are taken with SKIP LOCKED, so a tick
 * never waits on an accept that holds one, and never undoes it.
 */
export async function runQuoteClock(db: Db, options: { logger: FastifyBaseLogger }): Promise<number> {
  const expired = await expireLapsed(db, BATCH);
  if (expired) options.logger.info({ expired }, 'quote sweep');
  return expired;
}
