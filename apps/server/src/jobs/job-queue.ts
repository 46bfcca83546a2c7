import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { runEvery } from '../lib/every.ts';

/** Work that runs every `everySeconds`, once across all instances. */
export interface RecurringJob {
  name: string;
  everySeconds: number;
  run(): Promise<unknown>;
}

/** A failure kept for the back office: which job, when, and its error's message. */
export interface JobFailure {
  id: string;
  failedAt: Date | null;
  error: string;
}

export interface QueueState {
  name: string;
  everySeconds: number;
  queued: number;
  active: number;
  failed: number;
  lastFailures: JobFailure[];
}

export interface JobQueue {
  /** Each recurring job's counts and latest failures. */
  state(): Promise<QueueState[]>;
  /** Stops offering and working; `graceful: false` drops runs in progress as a crash would. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

/** Where pg-boss keeps its tables (its own schema, apart from ours and our migrations). */
const SCHEMA = 'pgboss';
const RETRIES = 5;
const HEARTBEAT_SECONDS = 10;

function messageOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return 'failed';
}

/**
 * Recurring jobs on pg-boss (decision 020): every instance offers each job once per period with a
 * singleton slot, so pg-boss keeps one per period whatever the number of instances, and one worker
 * takes it. A job that throws is retried with back-off; one that keeps failing stays listed as
 * failed for the back office. Jobs survive a restart in the database.
 */
export async function startJobQueue(options: {
  /** pg-boss's own connection: a PostgreSQL URL, or the embedded database through its adapter. */
  connection: { connectionString: string } | { db: BossDb };
  /** Our database, the same one: the back office's view of the jobs reads pg-boss's table. */
  db: Db;
  jobs: readonly RecurringJob[];
  logger: FastifyBaseLogger;
  /** Retries with back-off before a run counts as failed (default 5). */
  retries?: number;
}): Promise<JobQueue> {
  const { jobs, logger } = options;
  // the supervisor checks every 10 s for runs whose instance stopped beating (a crash, kill -9)
  const boss = new PgBoss({
    ...options.connection,
    schema: SCHEMA,
    max: 2,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error: Error) => logger.error({ errorName: error.name }, 'job queue error'));
  await boss.start();

  const stops: (() => void)[] = [];
  for (const job of jobs) {
    const settings = {
      retryLimit: options.retries ?? RETRIES,
      retryDelay: Math.max(1, Math.ceil(job.everySeconds / 2)),
      retryBackoff: true,
      // a run that neither finished nor beat (killed before its first beat) is retried after this
      expireInSeconds: Math.max(30, job.everySeconds * 2),
      // a run whose instance died (it beats every 5 s while alive) is retried after 10 s: the queue
      // allows one active run, so without this a crash stalled the job until the run expired
      heartbeatSeconds: HEARTBEAT_SECONDS,
    };
    await boss.createQueue(job.name, { policy: 'stately', ...settings });
    await boss.updateQueue(job.name, settings);
    await boss.work(job.name, { pollingIntervalSeconds: Math.min(2, job.everySeconds) }, async () => {
      await job.run();
    });
    const offer = () =>
      boss
        .send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds })
        .then(() => undefined);
    stops.push(
      runEvery(job.everySeconds * 1000, offer, (error) => logger.error({ err: error }, 'job offer failed')),
    );
    await offer();
  }

  return {
    async state() {
      const names = sql.join(
        jobs.map((job) => sql`${job.name}`),
        sql`, `,
      );
      const counts = rowsOf(
        await options.db.execute(sql`
          select name,
            count(*) filter (where state in ('created', 'retry'))::int as queued,
            count(*) filter (where state = 'active')::int as active,
            count(*) filter (where state = 'failed')::int as failed
          from ${sql.raw(SCHEMA)}.job where name in (${names}) group by name`),
      );
      const failures = rowsOf(
        await options.db.execute(sql`
          select name, id::text as id, completed_on as failed_at, output
          from (select *, row_number() over (partition by name order by completed_on desc) as n
                from ${sql.raw(SCHEMA)}.job where name in (${names}) and state = 'failed') as latest
          where n <= 10 order by failed_at desc`),
      );
      return jobs.map((job) => {
        const count = counts.find((row) => row.name === job.name);
        return {
          name: job.name,
          everySeconds: job.everySeconds,
          queued: Number(count?.queued ?? 0),
          active: Number(count?.active ?? 0),
          failed: Number(count?.failed ?? 0),
          lastFailures: failures
            .filter((row) => row.name === job.name)
            .map((row) => ({
              id: String(row.id),
              failedAt: row.failed_at ? new Date(String(row.failed_at)) : null,
              error: messageOf(typeof row.output === 'string' ? JSON.parse(row.output) : row.output),
            })),
        };
      });
    },
    async stop({ graceful = true } = {}) {
      for (const stop of stops) stop();
      await boss.stop({ graceful, timeout: 5_000 });
    },
  };
}
