import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';

const journey = useJourney();

/** The home route's first-load JavaScript budget (docs/PERFORMANCE.md, "Buyer app page weight"). */
// 150 KB until the cart button and the server's error messages on home (decision 024)
const HOME_JS_BUDGET_KB = 151;

describe('page weight', () => {
  it(`the home route loads at most ${HOME_JS_BUDGET_KB} KB of JavaScript, gzip-compressed`, async () => {
    const { page } = journey;
    const sizes: Promise<{ file: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname;
      if (!file.endsWith('.js')) return;
      sizes.push(response.body().then((body) => ({ file, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const files = await Promise.all(sizes);
    const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    expect(
      totalKb,
      files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n'),
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });
});
