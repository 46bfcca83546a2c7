import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's root exports every schema: one value imported from it puts zod and the wallet's
// address checks (about 50 KB gzip, four more files) into the page's first load (decision 065).
// Values come from the zod-free subpaths (`@market/contract/list-kinds`, `/tier-price`, …).
const root = path.join(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The import statements of a file that take values (not only types) from the contract's root. */
function valueImportsOfContractRoot(code: string): string[] {
  const statements = code.match(/import\s+[^;]*?from\s+'@market\/contract'/g) ?? [];
  return statements.filter((statement) => {
    if (/^import\s+type\s/.test(statement)) return false;
    const names = /\{([^}]*)\}/.exec(statement)?.[1] ?? '';
    return names.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type '));
  });
}

describe('catalogue pages and the contract', () => {
  it('reads a value import and ignores type imports', () => {
    expect(
      valueImportsOfContractRoot("import { REVIEW_KINDS, type Review } from '@market/contract';"),
    ).toHaveLength(1);
    expect(valueImportsOfContractRoot("import type { Review } from '@market/contract';")).toEqual([]);
    expect(valueImportsOfContractRoot("import { type Review } from '@market/contract';")).toEqual([]);
    expect(valueImportsOfContractRoot("import { unitPriceOf } from '@market/contract/tier-price';")).toEqual(
      [],
    );
  });

  it('takes no value from the package root', () => {
    const offenders = sources(root).filter(
      (file) => valueImportsOfContractRoot(readFileSync(file, 'utf8')).length,
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
