import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the server as `npm start` does, on a fresh embedded database, on a free port. */
async function start(env: Record<string, string>): Promise<Started> {
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

const postJson = async (url: string, body: unknown) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; msg: string }>;

describe('the server process', () => {
  it('stops at once on a bad setting, naming it', async () => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  });

  it('starts on the embedded database with demo accounts, and shuts down cleanly on SIGTERM', async () => {
    const server = await start({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({
      data: { database: 'pglite' },
    });
    expect(server.output()).toContain('buyer / buyer12345');
    expect(
      (await postJson(`${server.url}/api/user/login`, { account: 'buyer', password: 'buyer12345' })).code,
    ).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('in production has no demo accounts, and makes the ADMIN_EMAIL admin', async () => {
    const server = await start({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a-very-long-admin-pass',
    });
    expect(server.output()).not.toContain('buyer12345');
    expect(
      (await postJson(`${server.url}/api/user/login`, { account: 'buyer', password: 'buyer12345' })).code,
    ).toBe(0);
    const admin = await postJson(`${server.url}/api/admin/login`, {
      account: 'boss@example.com',
      password: 'a-very-long-admin-pass',
    });
    expect(admin.code).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
