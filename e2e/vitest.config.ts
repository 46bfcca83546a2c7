import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: the real server and a headless Chromium per file, two files at a time (about
// 30 files of about 30 s each: one at a time took 14 minutes of CI; the machine has two cores).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s: one answer of a loaded CI machine can take longer
    // (seller-wholesale's poll of the product detail failed so); WAIT_MS of journey.ts
    expect: { poll: { timeout: 15_000 } },
    env: { NODE_ENV: 'test' },
  },
});
