import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDatabase, withDatabase } from './global-setup.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { removeServerDirs, start, stop, type Started } from './spawn-server.ts';

// Two server processes on one PostgreSQL database and one Redis, as behind a load balancer:
// whatever one instance learns (sessions, codes, failure counts, rate limits, a changed setting)
// the other must see, and a recurring job runs once. Runs in the PostgreSQL pass.
const adminUrl = process.env.DATABASE_URL!;
// a Redis database of this test's own, emptied first, so an earlier run's counters do not count
const redisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/7`;
const PER_IP = 80;
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
  await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${templateDatabase()}`);
  mailbox = await startMailbox();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: withDatabase(adminUrl, database),
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    REDIS_URL: redisUrl,
    SECRET_KEY: 'a-test-secret-of-at-least-32-characters',
    RATE_LIMIT_PER_MINUTE: String(PER_IP),
    SALES_ROLLUP_SECONDS: '1',
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('share the end of a session that the other instance still held in its session cache', async () => {
    const login = await call(a, '/api/user/login', { account: 'buyer', password: 'buyer12345' });
    const token = login.body.data.userinfo.token as string;
    // both instances have now looked the token up, so both hold it in memory (decision 052)
    for (const server of [a, b]) expect((await call(server, '/api/user/index', {}, token)).status).toBe(200);
    expect((await call(b, '/api/user/logout', {}, token)).body.code).toBe(1);
    // the other instance hears of it through Redis within milliseconds, well before its cache expires
    const refusedAfter = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - refusedAfter < 2_000)
      status = (await call(a, '/api/user/index', {}, token)).status;
    expect(status).toBe(401);
    expect(Date.now() - refusedAfter).toBeLessThan(2_000);
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

  it('see a setting changed on the other within a second', async () => {
    const rateOn = async (server: Started) =>
      (await call(server, '/api/index/index')).body.data.exchange_rate.ETH;
    expect(await rateOn(b)).toBe('3000'); // b now holds the site settings in its cache (30 s)
    const login = await call(a, '/api/admin/login', { account: 'admin', password: 'admin12345' });
    const token = login.body.data.userinfo.token as string;
    const settings = (await call(a, '/api/admin/wallet/settings', {}, token)).body.data;
    const saved = await call(
      a,
      '/api/admin/wallet/settings/save',
      { ...settings, rates: { ...settings.rates, ETH: '3125' } },
      token,
    );
    expect(saved.body.code).toBe(1);
    const changedAt = Date.now();
    while ((await rateOn(b)) !== '3125' && Date.now() - changedAt < 1000) await sleep(50);
    expect(await rateOn(b)).toBe('3125');
  });

  it('run a recurring job once per period, whichever instance offers it', async () => {
    const completed = async () => {
      const client = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as n from pgboss.job where name = 'sales-rollup' and state = 'completed'",
      );
      await client.end();
      return rows[0].n as number;
    };
    const before = await completed();
    await sleep(4_000);
    // both offer it every second: eight offers, four or five one-second slots
    const runs = (await completed()) - before;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(5);
  });

  // last: it uses up this address's calls for the minute
  it('share rate limits: calls split over both are refused at the count one instance allows', async () => {
    let answered = 0;
    for (let call = 0; call < PER_IP * 2; call++) {
      const server = call % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/index/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"pid":0}',
      });
      if (response.status === 429) break;
      answered++;
    }
    // the calls of the tests before count too: at most PER_IP in all, never PER_IP on each
    expect(answered).toBeGreaterThan(PER_IP / 2);
    expect(answered).toBeLessThanOrEqual(PER_IP);
    for (const server of [a, b]) {
      const refused = await fetch(`${server.url}/api/index/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"pid":0}',
      });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: number }).code).toBe(429);
    }
  });
});
