import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { main, removeServerDirs, start } from './spawn-server.ts';

afterAll(removeServerDirs);

const postJson = async (url: string, body: unknown) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; msg: string; data: any }>;

// each test starts real server processes that migrate a fresh embedded database (eleven
// migrations): 20–25 s alone, longer while the rest of the suite runs beside it
describe('the server process', { timeout: 90_000 }, () => {
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

  it('outside production starts with an ADMIN_EMAIL named like a demo account, keeping both', async () => {
    // the account made from admin@… used to take the username `admin`, then the demo admin
    // collided with it (users_username_key) and the process exited
    const server = await start({
      NODE_ENV: 'development',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'a-very-long-admin-pass',
    });
    expect(server.output()).toContain('admin / admin12345');
    const demo = await postJson(`${server.url}/api/admin/login`, {
      account: 'admin',
      password: 'admin12345',
    });
    expect(demo.code).toBe(1);
    const configured = await postJson(`${server.url}/api/admin/login`, {
      account: 'admin@example.com',
      password: 'a-very-long-admin-pass',
    });
    expect(configured.code).toBe(1);
    expect(configured.data.userinfo.username).toBe('admin_2');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
