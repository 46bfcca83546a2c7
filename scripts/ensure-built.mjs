// Before `npm start`: builds the browser apps once on a fresh clone (a few seconds), so
// `npm install && npm start` serves them. `npm run build` rebuilds after changes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apps = ['apps/web', 'apps/seller', 'apps/admin'];
for (const app of apps) {
  if (existsSync(path.join(root, app, 'dist/index.html'))) continue;
  console.log(`building ${app} (first start)…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
