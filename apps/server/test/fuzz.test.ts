import { allCalls } from '@market/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryOf, jsonSchemaOf } from './fuzz-arbitraries.ts';
import { type ChangeWatch, watchChanges } from './fuzz-changes.ts';
import { FuzzReport, problemsOf } from './fuzz-report.ts';
import { injectOptions, requestOf, weightOf } from './fuzz-requests.ts';
import { buildWorld, renewToken, type World } from './fuzz-world.ts';
import { buildTestApp, type TestContext } from './helper.ts';

// Requests generated from every call's definition, as the role its access needs (decision 021).
// FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS sets how many requests it makes.
const seed = Number(process.env.FUZZ_SEED ?? 20_260_514);
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);

let ctx: TestContext;
let world: World;
let watch: ChangeWatch;

beforeAll(async () => {
  // the per-session limit would answer a run this fast with 429 (the tighter per-call limits stay)
  ctx = await buildTestApp({ RATE_LIMIT_PER_SESSION: '1000000' });
  world = await buildWorld(ctx);
  watch = await watchChanges(ctx.database);
});

afterAll(() => ctx?.close());

describe('fuzzing every call from its definition', () => {
  it('generates input that passes each call’s own schema often enough to reach its handler', () => {
    const rates = allCalls.flatMap((call) => {
      if (!call.request) return [];
      const arbitrary = arbitraryOf(jsonSchemaOf(call.request), world.hintsFor(call.path));
      const example = world.examplesFor(call.path);
      const values = fc.sample(example ? fc.oneof(example, arbitrary) : arbitrary, { seed, numRuns: 100 });
      const valid = values.filter((value) => call.request!.safeParse(value).success).length;
      return [{ call: call.path, valid }];
    });
    expect(rates.filter((rate) => rate.valid < 20)).toEqual([]);
  });

  it('sees a write in the database, and nothing when nothing was written', async () => {
    expect(await watch.hasChanged()).toBe(false);
    const { user } = world.accounts.user;
    await ctx.database.db.execute(sql`update users set money = money + 1 where id = ${user.id}`);
    await ctx.database.db.execute(sql`update users set money = money - 1 where id = ${user.id}`);
    expect(await watch.hasChanged()).toBe(false);
    await ctx.database.db.execute(sql`update product_skus set stock = stock - 1 where id = 1`);
    expect(await watch.hasChanged()).toBe(true);
    await ctx.database.db.execute(sql`update product_skus set stock = stock + 1 where id = 1`);
    expect(await watch.hasChanged()).toBe(true);
  });

  it(`answers ${runs} generated requests: no 5xx, always the envelope, bad input named, a refusal changes nothing`, async () => {
    process.stdout.write(`fuzz: seed ${seed}, ${runs} requests (FUZZ_SEED and FUZZ_RUNS change them)\n`);
    const report = new FuzzReport();
    const started = performance.now();
    const anyRequest = fc.oneof(
      ...allCalls.map((call) => ({ arbitrary: requestOf(call, world), weight: weightOf(call) })),
    );
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        // the lock after five wrong (fund) passwords would close login, pay and withdraw for the run
        if (report.requests % 100 === 0) await ctx.database.db.execute(sql`delete from throttles`);
        const { access } = request.call;
        const account = access === 'visitor' ? undefined : world.accounts[access];
        const response = await ctx.app.inject(injectOptions(request, account?.token, report.requests));
        for (const problem of problemsOf(request, response)) report.note(request, problem, response);
        const isFile = request.call.binary && response.statusCode === 200;
        const code = isFile ? 1 : Number(/^\{"code":(\d+)/.exec(response.body)?.[1] ?? response.statusCode);
        report.count(request, code);
        if ((await watch.hasChanged()) && code !== 1)
          report.note(request, 'a refused call changed the database', response);
        // logout or a password change ended the session: the next calls need a new one
        if (code === 401 && account) {
          await renewToken(ctx.database, account);
          await watch.hasChanged();
        }
      }),
      { seed, numRuns: runs },
    );
    process.stdout.write(report.summary(seed, (performance.now() - started) / 1000, watch.lookups));
    // every call is drawn at this size (the rarest, at a third of the share, about 60 times in 10,000)
    if (runs >= 2000) expect(report.codes.size).toBe(allCalls.length);
    expect([...report.problems.keys()]).toEqual([]);
  }, 300_000);
});
