import { defineConfig } from 'vitest/config';

// Two cores here: two workers, each test file with its own database.
export default defineConfig({
  test: {
    include: [
      'docs/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
    ],
    // *.pg.test.ts need a PostgreSQL server (several processes on one database): PostgreSQL pass only
    exclude: process.env.DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.pg.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
