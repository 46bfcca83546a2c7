import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

// docs/openapi.json is generated from the contract and committed; a change to a schema without
// regenerating it (UPDATE_OPENAPI=1 npx vitest run apps/server/test/openapi.test.ts) fails here
const file = new URL('../../../docs/openapi.json', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

it('docs/openapi.json is up to date with the contract', async () => {
  const generated = `${JSON.stringify(ctx.app.swagger(), null, 2)}\n`;
  if (process.env.UPDATE_OPENAPI === '1') await writeFile(file, generated);
  const committed = await readFile(file, 'utf8').catch(() => '');
  expect(committed, 'run UPDATE_OPENAPI=1 npx vitest run apps/server/test/openapi.test.ts').toBe(generated);
});
