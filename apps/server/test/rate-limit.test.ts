import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, buildUser, post, type TestContext } from './helper.ts';

const tooMany = /^Too many requests\. Please try again in \d+ seconds$/;

// a built buyer app in miniature: the shell, a hashed script, the service worker and its manifest
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'market-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(path.join(webRoot, 'assets/app-AbCd1234.js'), 'console.log(1)');
  await writeFile(path.join(webRoot, 'service-worker.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(webRoot, 'manifest.webmanifest'), '{}');
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

describe('the global rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ RATE_LIMIT_PER_SESSION: '4' }, { globalRateLimit: 3, webRoot });
    await writeFile(path.join(ctx.uploadDir, 'public', 'photo.webp'), 'not really a picture');
  });
  afterAll(() => ctx.close());

  it('counts API calls only: not the app, its files, its service worker or uploaded images', async () => {
    const ip = '10.50.0.1';
    const load = (url: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html' } });
    // more than a first visit costs, many times over the limit of 3
    for (let visit = 0; visit < 10; visit += 1) {
      for (const url of ['/', '/goods?id=1', '/assets/app-AbCd1234.js', '/service-worker.js']) {
        expect((await load(url)).statusCode, url).toBe(200);
      }
      expect((await load('/manifest.webmanifest')).statusCode).toBe(200);
      expect((await load('/uploads/photo.webp')).statusCode).toBe(200);
      expect((await load('/healthz')).statusCode).toBe(200);
    }
    for (let call = 0; call < 3; call += 1) {
      expect((await post(ctx.app, '/api/index/category', {}, { ip })).body.code).toBe(1);
    }
    const limited = await post(ctx.app, '/api/index/category', {}, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(tooMany);
    // the app still loads, so it can say so
    expect((await load('/')).statusCode).toBe(200);
    expect((await load('/assets/app-AbCd1234.js')).body).toBe('console.log(1)');
  });

  it('counts a logged-in caller on its session and a visitor on its IP', async () => {
    const ip = '10.50.0.2';
    const [alice, bob] = [await buildUser(ctx.database), await buildUser(ctx.database)];
    for (let call = 0; call < 3; call += 1) {
      expect((await post(ctx.app, '/api/index/category', {}, { ip })).body.code).toBe(1);
    }
    expect((await post(ctx.app, '/api/index/category', {}, { ip })).status).toBe(429);
    // the address is used up for visitors; each session behind it has its own 4
    for (const { token, user } of [alice, bob]) {
      for (let call = 0; call < 4; call += 1) {
        const me = await post(ctx.app, '/api/user/index', {}, { ip, token });
        expect(me.body.data.id).toBe(user.id);
      }
      const limited = await post(ctx.app, '/api/user/index', {}, { ip, token });
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(tooMany);
    }
    // a token that matches no session counts on the address, so made-up tokens do not open new counters
    const madeUp = await post(ctx.app, '/api/index/category', {}, { ip, token: 'x'.repeat(43) });
    expect(madeUp.status).toBe(429);
    expect((await post(ctx.app, '/api/index/category', {}, { ip: '10.50.0.3' })).body.code).toBe(1);
  });
});

describe('the default sizes', () => {
  const defaults = loadConfig({});
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(
      { RATE_LIMIT_PER_SESSION: String(defaults.RATE_LIMIT_PER_SESSION) },
      { globalRateLimit: defaults.RATE_LIMIT_PER_MINUTE, webRoot: null },
    );
  });
  afterAll(() => ctx.close());

  it('let a few hundred visitors behind one address browse, and buyers shop on their sessions', async () => {
    // measured in the buyer app (decision 016): a page costs 1–3 API calls, a brisk visitor ~10 a minute
    const ip = '10.60.0.1';
    const visitors = 250;
    const answers = await Promise.all(
      Array.from({ length: visitors * 10 }, () => post(ctx.app, '/api/index/category', {}, { ip })),
    );
    expect(answers.filter((answer) => answer.body.code !== 1)).toEqual([]);
    // a logged-in buyer behind the same busy address, at ten times a brisk pace
    const buyer = await buildUser(ctx.database);
    for (let call = 0; call < 300; call += 1) {
      const cart = await post(ctx.app, '/api/cart/index', {}, { ip, token: buyer.token });
      expect(cart.body.code).toBe(1);
    }
  });
});
