import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLedgerEntries, expectCrashInvariants } from './crash-checks.ts';
import { Journal } from './crash-journal.ts';
import { runRound } from './crash-load.ts';
import {
  type CrashDatabase,
  createCrashDatabase,
  killServer,
  startServer,
  stopServer,
} from './crash-server.ts';
import { replayClaimed, settle } from './crash-settle.ts';
import { buildWorld, fundBuyers, type World } from './crash-world.ts';
import { removeServerDirs, type Started } from './spawn-server.ts';

// kill -9 under mixed load (issue 14): a real server process on its own PostgreSQL database takes
// checkouts, payments, cancellations, withdrawals, recharges and their reviews from 12 workers, is
// killed with SIGKILL after a set number of answers, and started again on the same database; then
// every call the kill left unanswered is retried with its key, and the invariants are checked with
// SQL on the database. Three rounds. Runs in the PostgreSQL pass of `npm test`.

const ROUNDS = 3;
const WORKERS = 12;
const BUYERS = 6;
/** Answers before each kill: different points of the load each round. */
const KILL_AFTER = [600, 1000, 800];

let crash: CrashDatabase;
let world: World;
let server: Started | undefined;
const journal = new Journal();

beforeAll(async () => {
  crash = await createCrashDatabase();
  world = await buildWorld(crash.database, BUYERS);
});

afterAll(async () => {
  await stopServer(server);
  await removeServerDirs();
  await crash?.drop();
});

describe('kill -9 under mixed load', () => {
  it(`keeps every answered call and the ledger through ${ROUNDS} kills and restarts`, async () => {
    const started = Date.now();
    server = await startServer(crash.url);
    await fundBuyers(server.url, world);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const running = server;
      const loadStarted = Date.now();
      await runRound({
        url: running.url,
        world,
        journal,
        workers: WORKERS,
        killAfter: KILL_AFTER[round - 1]!,
        seed: round,
        kill: () => running.child.kill('SIGKILL'),
      });
      await killServer(running);
      const loadSeconds = (Date.now() - loadStarted) / 1000;
      server = await startServer(crash.url);
      const settled = await settle(server.url, journal, world.admin.token, crash.database);
      const entries = await countLedgerEntries(crash.database);
      const replayed = await replayClaimed(server.url, journal, 3);
      // replays answer from their keys: not one entry more
      expect(await countLedgerEntries(crash.database)).toBe(entries);
      await expectCrashInvariants(crash.database, journal, world);
      console.warn(
        `round ${round}: killed after ${KILL_AFTER[round - 1]} answers in ${loadSeconds.toFixed(1)} s, ${settled} unanswered calls ` +
          `settled, ${replayed} answered calls replayed, invariants hold`,
      );
    }
    expect(journal.faults).toEqual([]);
    // the kills landed with calls in flight
    expect(journal.unanswered).toBeGreaterThan(0);
    console.warn(`${journal.summary()}; ${ROUNDS} kills in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 240_000);
});
