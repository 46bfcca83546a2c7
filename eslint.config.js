import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------------
// app boundaries (docs/decisions/017-web-boundaries.md): the buyer app (apps/web/src) and the seller
// app (apps/seller/src) in layers, each importing only what its policy allows. A feature imports
// another feature only through its public entry (features/<name>/index.ts); components/ import no
// feature and no app/; lib/ imports nothing of the app; only main.tsx imports app/. Static, type,
// dynamic and re-export imports are all checked. Element types are prefixed by the app (`web-lib`).
function appBoundaries(name) {
  const src = `apps/${name}/src`;
  const layer = (...types) => ({ element: { type: types.map((type) => `${name}-${type}`) } });
  return {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // the entry file is a file of its own, not a folder: a file category rather than an element
      'boundaries/files': [{ category: `${name}-main`, pattern: `${src}/main.tsx` }],
      'boundaries/elements': [
        { type: `${name}-app`, pattern: `${src}/app`, partialMatch: false },
        { type: `${name}-pages`, pattern: `${src}/pages`, partialMatch: false },
        { type: `${name}-feature`, pattern: `${src}/features/*`, capture: ['feature'], partialMatch: false },
        { type: `${name}-state`, pattern: `${src}/state`, partialMatch: false },
        { type: `${name}-components`, pattern: `${src}/components`, partialMatch: false },
        { type: `${name}-lib`, pattern: `${src}/lib`, partialMatch: false },
        { type: `${name}-i18n`, pattern: `${src}/i18n`, partialMatch: false },
      ],
    },
    rules: {
      // a file under the app's src outside these folders would escape every policy below
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: `${name} boundaries: {{ from.element.type }}{{#if from.element.captured.feature}} "{{ from.element.captured.feature }}"{{/if}} may not import {{ to.element.path }}/{{ to.element.fileInternalPath }} (docs/decisions/017-web-boundaries.md)`,
          policies: [
            {
              from: { file: { categories: `${name}-main` } },
              allow: { to: layer('app', 'feature', 'state', 'lib', 'i18n') },
            },
            {
              from: layer('app', 'pages'),
              allow: { to: layer('pages', 'feature', 'state', 'components', 'lib', 'i18n') },
            },
            {
              from: layer('feature'),
              allow: [
                { to: { element: { type: `${name}-feature`, fileInternalPath: 'index.ts' } } },
                { to: layer('state', 'components', 'lib', 'i18n') },
              ],
            },
            { from: layer('state'), allow: { to: layer('lib') } },
            { from: layer('components'), allow: { to: layer('state', 'lib', 'i18n') } },
            { from: layer('i18n'), allow: { to: layer('lib') } },
          ],
        },
      ],
    },
  };
}
// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// server boundaries (docs/decisions/019-module-boundaries.md): no import cycle in the server or the
// packages (type-only imports aside, as import-x/no-cycle does); a server module imports another
// module only through its public entry (modules/<name>/index.ts), and a schema file only other
// modules' schema files (foreign keys); nothing below app.ts imports it; db/, lib/, i18n/ and
// plugins/ import no module (app.ts hands them what they need); db/schema.ts is for tests only.
const server = `${import.meta.dirname}/apps/server/src`;
const serverModules = readdirSync(`${server}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModules.flatMap((name) => [
  {
    target: `${server}/modules/${name}/**`,
    from: `${server}/modules/!(${name})/**`,
    except: [`${server}/modules/*/index.ts`, `${server}/modules/*/schema.ts`],
    message: `A module imports another module only through its public entry, modules/<name>/index.ts.`,
  },
  {
    target: `${server}/modules/${name}/**/!(schema).ts`,
    from: `${server}/modules/!(${name})/schema.ts`,
    message: `Only a schema file imports another module's schema.ts (a foreign key); use its index.ts.`,
  },
  {
    target: `${server}/modules/${name}/schema.ts`,
    from: `${server}/modules/!(${name})/index.ts`,
    message: `A schema file imports other modules' schema.ts only, never their services.`,
  },
]);
const serverBoundaries = {
  files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // import-x reads the imported files too (for cycles): TypeScript, with explicit `.ts` imports
    'import-x/extensions': ['.ts'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
    ],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...moduleZones,
          {
            target: [`${server}/!(main).ts`, `${server}/*/**`],
            from: `${server}/app.ts`,
            message:
              'app.ts builds the app from everything below it: nothing below imports it (see context.ts).',
          },
          {
            // db/schema.ts aside: the barrel of every table, for tests
            target: [`${server}/{lib,i18n,plugins}/**`, `${server}/db/!(schema).ts`],
            from: `${server}/modules/**`,
            message: 'db/, lib/, i18n/ and plugins/ sit below the modules: app.ts hands them what they need.',
          },
          {
            target: `${server}/**`,
            from: `${server}/db/schema.ts`,
            message: "db/schema.ts re-exports every table for tests: import a table from its owner's module.",
          },
        ],
      },
    ],
  },
};
// ---------------------------------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'data/**',
      'uploads/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // with noUncheckedIndexedAccess, `rows[0]!` after an INSERT ... RETURNING says what we know
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**', 'apps/seller/src/**', 'apps/admin/src/**', 'packages/app-kit/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  appBoundaries('web'),
  appBoundaries('seller'),
  appBoundaries('admin'),
  serverBoundaries,
);
