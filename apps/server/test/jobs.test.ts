import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.ts';
import { buildTestApp, buildUser, createTestDatabase, post } from './helper.ts';

// pg-boss on the test database (PGlite by default, PostgreSQL in the PostgreSQL pass): a recurring
// job runs once per period, and one that keeps failing is kept, with its error, for the back office.
const logged: string[] = [];
const logger = {
  error: (_: unknown, message: string) => logged.push(message),
} as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
let queue: JobQueue;
const runs = { tick: 0, broken: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startJobQueue({
    connection: database.jobConnection(),
    db: database.db,
    logger,
    retries: 0,
    jobs: [
      { name: 'tick', everySeconds: 1, run: async () => void runs.tick++ },
      {
        name: 'broken',
        everySeconds: 1,
        run: async () => {
          runs.broken++;
          throw new Error('the roll-up table is locked');
        },
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('the job queue', () => {
  it('runs a recurring job about once a period, and keeps a failing one with its error', async () => {
    await sleep(4_500);
    // offered at start and by each of four ticks: five one-second slots at most
    expect(runs.tick).toBeGreaterThanOrEqual(2);
    expect(runs.tick).toBeLessThanOrEqual(6);
    const [tick, broken] = await queue.state();
    expect(tick).toMatchObject({ name: 'tick', everySeconds: 1, failed: 0, lastFailures: [] });
    expect(broken!.name).toBe('broken');
    expect(broken!.failed).toBe(runs.broken);
    expect(broken!.failed).toBeGreaterThanOrEqual(2);
    expect(broken!.lastFailures[0]).toMatchObject({ error: 'the roll-up table is locked' });
    expect(broken!.lastFailures[0]!.failedAt).toBeInstanceOf(Date);
    expect(logged).toEqual([]);
  }, 30_000);

  it('shows admins each job with its latest failures', async () => {
    const app = await buildTestApp({}, { jobs: queue });
    try {
      const admin = await buildUser(app.database, { role: 'admin' });
      const { body } = await post(app.app, '/api/admin/jobs', {}, { token: admin.token });
      expect(body.code).toBe(1);
      expect(body.data.running).toBe(true);
      expect(body.data.queues.map((one: { name: string }) => one.name)).toEqual(['tick', 'broken']);
      const broken = body.data.queues[1];
      expect(broken).toMatchObject({ every_seconds: 1, active: expect.any(Number) });
      expect(broken.failed).toBeGreaterThanOrEqual(2);
      expect(broken.last_failures[0]).toMatchObject({ error: 'the roll-up table is locked' });
      expect(Date.parse(broken.last_failures[0].failed_at)).not.toBeNaN();
    } finally {
      await app.close();
    }
  });

  it('says no job runs on an instance without the queue', async () => {
    const app = await buildTestApp();
    try {
      const admin = await buildUser(app.database, { role: 'admin' });
      const { body } = await post(app.app, '/api/admin/jobs', {}, { token: admin.token });
      expect(body).toMatchObject({ code: 1, data: { running: false, queues: [] } });
    } finally {
      await app.close();
    }
  });
});
