import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Every file or folder the documentation names exists: a path in backticks or a link, read from
// the repository root or, for a short path such as `order/place-queries.ts`, from a source root.
const root = path.resolve(import.meta.dirname, '..');
const sourceRoots = [
  '',
  'apps/server',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web',
  'apps/web/src',
  'apps/web/src/features',
  'apps/seller/src',
  'packages/app-kit',
  'packages/contract/src',
  'packages/client/src',
  'docs',
];
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(root, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
];
// a path: segments with a slash, ending in a file with an extension or in a slash (a folder)
const pathPattern = /^\.?\.?\/?[\w@.-]+(\/[\w@.[\]-]+)*(\.(ts|tsx|mjs|js|json|md|css|html|sql)|\/)$/;

function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const linked = [...text.matchAll(/\]\(([^)\s#]+)\)/g)].map((match) => match[1]!);
  return [...quoted, ...linked].filter(
    (candidate) => candidate.includes('/') && !/^(https?:|\/)/.test(candidate) && pathPattern.test(candidate),
  );
}

// named in the docs but not files of this repository: folders under UPLOAD_DIR, antd-mobile's own file
const elsewhere = new Set(['private/', 'public/', 'toast/index.js']);

function exists(document: string, named: string): boolean {
  if (named.startsWith('../shared/') || elsewhere.has(named)) return true; // not in the repository
  if (named.startsWith('.') && existsSync(path.join(root, path.dirname(document), named))) return true;
  const plain = named.replace(/^\.?\//, '');
  return sourceRoots.some((base) => existsSync(path.join(root, base, plain)));
}

it('names only paths that exist', () => {
  const missing = documents.flatMap((document) =>
    namedPaths(readFileSync(path.join(root, document), 'utf8'))
      .filter((named) => !exists(document, named))
      .map((named) => `${document}: ${named}`),
  );
  expect(missing).toEqual([]);
});

it('finds the paths it checks', () => {
  expect(
    namedPaths('see `apps/server/src/app.ts`, `lib/every.ts` and [x](docs/API.md); `/api/order/pay`'),
  ).toEqual(['apps/server/src/app.ts', 'lib/every.ts', 'docs/API.md']);
});
