import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every table is declared by the module that owns it (the throttle's by lib/throttle.ts)
  schema: ['./src/modules/*/schema.ts', './src/lib/throttle-schema.ts'],
  out: './drizzle',
});
