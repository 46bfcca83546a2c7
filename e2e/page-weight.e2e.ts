import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';

const journey = useJourney();

/** The home route's first-load JavaScript budget (docs/PERFORMANCE.md, "Buyer app page weight"). */
// 151 KB until React ran on Preact (decision 058: 150.5 -> 94.3 KB); issue 19 asks for at most 120
const HOME_JS_BUDGET_KB = 100;

describe('page weight', () => {
  it(`the home route loads at most ${HOME_JS_BUDGET_KB} KB of JavaScript, gzip-compressed`, async () => {
    const { page } = journey;
    const sizes: Promise<{ file: string; gzip: number }>[] = [];
    const onResponse = (response: Response) => {
      const file = new URL(response.url()).pathname;
      if (!file.endsWith('.js')) return;
      sizes.push(response.body().then((body) => ({ file, gzip: gzipSync(body, { level: 9 }).length })));
    };
    page.on('response', onResponse);
    await page.goto('/', { waitUntil: 'networkidle' });
    // a file asked for after the idle would be read from a closed page at the end of the test
    page.off('response', onResponse);
    const files = await Promise.all(sizes);
    const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    expect(
      totalKb,
      files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n'),
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });
});
