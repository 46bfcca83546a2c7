import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

/**
 * Registers the hooks of an API test file: the real app on a fresh database before its tests, then
 * what `setUp` builds on it once (users, stores), all closed after the tests. The answer is filled
 * in by the hooks, so a test reads `ctx.app` or `ctx.admin` when it runs, not when the file loads.
 */
export function useTestApp<Extra extends object = object>(
  setUp: (ctx: TestContext) => Promise<Extra> = async () => ({}) as Extra,
): TestContext & Extra {
  const ctx = {} as TestContext & Extra;
  beforeAll(async () => {
    Object.assign(ctx, await buildTestApp());
    Object.assign(ctx, await setUp(ctx));
  });
  afterAll(() => ctx.close?.());
  return ctx;
}
