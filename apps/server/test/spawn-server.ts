import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dirs: string[] = [];

export async function removeServerDirs(): Promise<void> {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the server as `npm start` does, on a free port: on a fresh embedded database, or on the
 * PostgreSQL database given as DATABASE_URL in `env`.
 */
export async function start(env: Record<string, string>): Promise<Started> {
  const dir = await mkdtemp(path.join(tmpdir(), 'market-process-'));
  dirs.push(dir);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      LOG_LEVEL: 'info',
      // the full demo catalogue takes ~15 s to seed: tests that need one ask for it
      SEED_PRODUCTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

export async function stop(server: Started): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}
