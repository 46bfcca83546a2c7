// A job worker in a process of its own, for jobs.pg.test.ts to kill -9 mid-run: it takes the job
// named on its command line, says so, and never finishes it.
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/client.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';

const [url, name] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ url, poolSize: 2 });
const logger = { error: () => {} } as unknown as FastifyBaseLogger;
await startJobQueue({
  connection: database.jobConnection(),
  db: database.db,
  logger,
  jobs: [{ name, everySeconds: 1, run: () => (process.stdout.write('took it\n'), new Promise(() => {})) }],
});
