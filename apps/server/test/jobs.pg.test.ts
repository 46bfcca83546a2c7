import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type JobQueue, type RecurringJob, startJobQueue } from '../src/jobs/job-queue.ts';
import { createTestDatabase } from './helper.ts';

// Two instances on one PostgreSQL database each offer the same one-second job: it still runs once
// per second, not twice, and when one instance stops the other carries on. PostgreSQL pass only.
const logger = { error: () => {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
const instances: JobQueue[] = [];
const runsBy = { a: 0, b: 0 };
const jobOf = (instance: 'a' | 'b'): RecurringJob => ({
  name: 'tick',
  everySeconds: 1,
  run: async () => void runsBy[instance]++,
});

beforeAll(async () => {
  database = await createTestDatabase();
  for (const instance of ['a', 'b'] as const) {
    const connection = database.jobConnection();
    instances.push(await startJobQueue({ connection, db: database.db, logger, jobs: [jobOf(instance)] }));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.close();
});

it('runs a job offered by two instances once per period, and on after one stops', async () => {
  await sleep(5_500);
  const together = runsBy.a + runsBy.b;
  // each instance offers it six times (at start and every second): twelve offers, six slots at most
  expect(together).toBeGreaterThanOrEqual(3);
  expect(together).toBeLessThanOrEqual(7);

  await instances[0]!.stop();
  const before = runsBy.b;
  await sleep(3_500);
  expect(runsBy.b - before).toBeGreaterThanOrEqual(2);
}, 30_000);
