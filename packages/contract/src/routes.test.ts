import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import * as calls from './calls.ts';
import type { AnyCall } from './common/call.ts';

const file = path.join(import.meta.dirname, 'routes.ts');
const groups = Object.entries(calls).filter(
  ([name, value]) => name.endsWith('Calls') && !Array.isArray(value),
) as [string, Record<string, AnyCall>][];

/** The zod-free twin of calls.ts that the browser apps import: each call's method, path and flags. */
function render(): string {
  const lines = [
    '// Generated from the call definitions by routes.test.ts: do not edit; after a change to a',
    '// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.',
    '// The browser apps call the API through these: typed by the definitions, without their schemas.',
    "import type { RefsOf } from './common/call-ref.ts';",
    `import type { ${groups.map(([name]) => `${name} as ${name}Definitions`).join(', ')} } from './calls.ts';`,
    '',
    "export type { CallRef, RefData, RefInput, RefsOf } from './common/call-ref.ts';",
  ];
  for (const [name, group] of groups) {
    lines.push('', `export const ${name}: RefsOf<typeof ${name}Definitions> = {`);
    for (const [key, call] of Object.entries(group)) {
      const { method, path: callPath, access, idempotent } = call;
      lines.push(`  ${key}: ${JSON.stringify({ method, path: callPath, access, idempotent })},`);
    }
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}

it('routes.ts matches the call definitions', async () => {
  const generated = render();
  if (process.env.UPDATE_ROUTES === '1') await writeFile(file, generated);
  const committed = await readFile(file, 'utf8').catch(() => '');
  expect(committed, 'run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts').toBe(
    generated,
  );
});
