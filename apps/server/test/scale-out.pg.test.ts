import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { removeServerDirs, start, stop, type Started } from './spawn-server.ts';

// Two server processes on one PostgreSQL database, as behind a load balancer: whatever one
// instance learns (sessions, codes, failure counts) the other must see. Runs in the PostgreSQL pass.
const adminUrl = process.env.DATABASE_URL!;
const database = `market_scale_${randomBytes(4).toString('hex')}`;
let a: Started;
let b: Started;
let mailbox: Mailbox;
const servers: Started[] = [];

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`);
  mailbox = await startMailbox();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: withDatabase(adminUrl, database),
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  };
  const started = await Promise.allSettled([start(env), start(env)]);
  // a failed start must not orphan the instance that did start
  servers.push(...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  [a, b] = servers as [Started, Started];
});

afterAll(async () => {
  await Promise.all(servers.map(stop));
  await mailbox?.close();
  await removeServerDirs();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function call(server: Started, path: string, body: unknown = {}, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { token }) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: any },
  };
}

describe('two instances on one database', () => {
  it('share sessions: a login on one works on the other, a logout on the other ends it', async () => {
    const login = await call(a, '/api/user/login', { account: 'buyer', password: 'buyer12345' });
    const token = login.body.data.userinfo.token as string;
    expect((await call(b, '/api/user/index', {}, token)).body.data.username).toBe('buyer');
    expect((await call(b, '/api/user/logout', {}, token)).body.code).toBe(1);
    expect((await call(a, '/api/user/index', {}, token)).status).toBe(401);
  });

  it('share failure counts: wrong passwords on both add up', async () => {
    for (const server of [a, b, a, b, a]) {
      expect(
        (await call(server, '/api/user/login', { account: 'merchant', password: 'not-the-one' })).body.code,
      ).toBe(0);
    }
    expect(
      (await call(b, '/api/user/login', { account: 'merchant', password: 'merchant12345' })).status,
    ).toBe(429);
  });

  it('share e-mail codes: one sent by one instance registers on the other, and the resend wait holds on both', async () => {
    const send = await fetch(`${a.url}/api/ems/send?email=scale@example.com&event=register`);
    expect(((await send.json()) as { code: number }).code).toBe(1);
    const again = await fetch(`${b.url}/api/ems/send?email=scale@example.com&event=register`);
    expect(again.status).toBe(429);
    const code = mailbox.latestCode('scale@example.com');
    const registered = await call(b, '/api/user/register', {
      username: 'scaled',
      password: 'scale-pass-1',
      email: 'scale@example.com',
      code,
    });
    expect(registered.body.code).toBe(1);
    expect(
      (await call(a, '/api/user/index', {}, registered.body.data.userinfo.token)).body.data.username,
    ).toBe('scaled');
  });
});
