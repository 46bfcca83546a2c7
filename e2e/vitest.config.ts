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
    env: { NODE_ENV: 'test' },
  },
});
