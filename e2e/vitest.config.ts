import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: the real server and a headless Chromium per file, three files at a time. A file
// waits on its browser more than it computes: two at a time used about one of the machine's two
// cores (the 46 files took 750-850 s of CI); three at a time passed all 46 at a load of 15.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s: one answer of a loaded CI machine can take longer
    // (seller-wholesale's poll of the product detail failed so); WAIT_MS of journey.ts
    expect: { poll: { timeout: 15_000 } },
    env: { NODE_ENV: 'test' },
  },
});
