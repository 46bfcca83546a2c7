import { it } from 'vitest';
import { buildTestApp } from './helper.ts';
it('probe', async () => {
  const ctx = await buildTestApp();
  const out = ctx.app.printRoutes({ includeHooks: true, commonPrefix: false, includeMeta: ['config'] } as never);
  const i = out.indexOf('ems');
  console.error(out.slice(i - 200, i + 1200));
  await ctx.close();
});
