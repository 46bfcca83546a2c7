import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import * as calls from './calls.ts';
import type { AnyCall } from './common/call.ts';

const folder = path.join(import.meta.dirname, 'routes');
const groups = Object.entries(calls).filter(
  ([name, value]) => name.endsWith('Calls') && !Array.isArray(value),
) as [string, Record<string, AnyCall>][];
const fileOf = (group: string) => group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const header = [
  '// Generated from the call definitions by routes.test.ts: do not edit; after a change to a',
  '// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.',
];

/**
 * The zod-free twins of the definitions that the browser apps import, one file per group so a
 * page's chunk carries only the calls it makes: each call's method, path and whether it pays.
 */
function render(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, group] of groups) {
    const lines = [
      ...header,
      "import type { RefsOf } from '../common/call-ref.ts';",
      `import type { ${name} as definitions } from '../calls.ts';`,
      '',
      `export const ${name}: RefsOf<typeof definitions> = {`,
    ];
    for (const [key, call] of Object.entries(group)) {
      // only what the client reads: every byte here is in the apps' start-up code
      const ref = { method: call.method, path: call.path, ...(call.idempotent && { idempotent: true }) };
      lines.push(`  ${key}: ${JSON.stringify(ref)},`);
    }
    files.set(`${fileOf(name)}.ts`, `${[...lines, '};'].join('\n')}\n`);
  }
  const index = [
    ...header,
    "export type { CallRef, RefData, RefInput, RefsOf } from '../common/call-ref.ts';",
    ...groups.map(([name]) => `export { ${name} } from './${fileOf(name)}.ts';`),
  ];
  files.set('index.ts', `${index.join('\n')}\n`);
  return files;
}

it('routes/ matches the call definitions', async () => {
  const generated = render();
  if (process.env.UPDATE_ROUTES === '1') {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder);
    for (const [name, text] of generated) await writeFile(path.join(folder, name), text);
  }
  const committed = new Map<string, string>();
  for (const name of await readdir(folder).catch(() => [])) {
    committed.set(name, await readFile(path.join(folder, name), 'utf8'));
  }
  expect(
    Object.fromEntries(committed),
    'run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts',
  ).toEqual(Object.fromEntries(generated));
});
