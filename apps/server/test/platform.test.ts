import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { buildTestApp, buildUser, get, post, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('/healthz answers while the process is up', async () => {
    const { status, body } = await get(ctx.app, '/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, msg: 'ok', data: { status: 'ok' } });
  });

  it('/readyz checks the database', async () => {
    const { status, body } = await get(ctx.app, '/readyz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: 'ready', database: ctx.database.engine });
  });
});

describe('envelope and headers', () => {
  it('answers an unknown API path with a translated 404 envelope', async () => {
    const { status, body } = await post(ctx.app, '/api/nothing/here', {}, { lang: 'fr' });
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect(body.msg).not.toBe('This API does not exist');
    expect(body.data).toBeNull();
  });

  it('answers malformed JSON with code 0', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.json()).toEqual({ code: 0, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an oversized body and other client faults in plain words', async () => {
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(huge.json()).toEqual({ code: 0, msg: 'The request is too large', data: null });
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'account=x',
    });
    expect(wrongType.json()).toEqual({ code: 0, msg: 'The request could not be processed', data: null });
  });

  it('answers a URL the router refuses (a path parameter past 100 characters, a broken %-escape) in the envelope', async () => {
    for (const url of [`/api/index/file/${'9'.repeat(101)}`, '/api/index/file/%E0%A4%A']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 200,
        body: { code: 0, msg: 'Die Anfrage konnte nicht verarbeitet werden', data: null },
      });
    }
  });

  it('sends security headers, a CSP and a request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    const generated = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides internals of a server fault', async () => {
    const { user, token } = await buildUser(ctx.database);
    expect(user.id).toBeGreaterThan(0);
    // a closed pool makes the next query fail inside a handler
    const broken = await buildTestApp();
    await broken.database.close();
    const { status, body } = await post(broken.app, '/api/user/login', {
      account: 'someone',
      password: 'whatever-1',
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again later',
      data: null,
    });
    await broken.app.close();
    await broken.mailbox.close();
    expect((await post(ctx.app, '/api/user/index', {}, { token })).body.code).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents every call at /api/docs/json, generated from the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/user/login',
      '/api/user/register',
      '/api/user/index',
      '/api/user/profile',
      '/api/user/logout',
      '/api/user/change',
      '/api/user/resetpwd',
      '/api/user/loginsocial',
      '/api/ems/send',
      '/api/admin/login',
      '/api/admin/user/list',
      '/api/index/upload',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const login = JSON.stringify(doc.paths['/api/user/login']!.post!.requestBody);
    expect(login).toContain('"account"');
    expect(login).toContain('"password"');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope past the per-IP limit', async () => {
    const limited = await buildTestApp({}, { globalRateLimit: 3 });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await post(limited.app, '/api/user/index', {})).status).toBe(401);
      const { status, body, response } = await post(limited.app, '/api/user/index', {});
      expect(status).toBe(429);
      expect(body.code).toBe(429);
      expect(body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds$/);
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or e-mail codes', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      SMTP_URL: ctx.config.SMTP_URL,
      UPLOAD_DIR: ctx.uploadDir,
    });
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      isProduction: false,
      logger: ctx.app.log,
    });
    const app = await buildApp({
      config,
      database: ctx.database,
      mailer,
      logger: { ...(loggerOptions(config) as object), stream: sink },
    });
    const { user, password, token } = await buildUser(ctx.database);
    await post(app, '/api/user/login', { account: user.username, password });
    await post(app, '/api/user/login', { account: user.username, password: 'the-wrong-secret' });
    await post(app, '/api/user/index', {}, { token });
    await get(app, '/api/ems/send?email=logcheck@example.com&event=register');
    const code = ctx.mailbox.latestCode('logcheck@example.com');
    await post(app, '/api/user/register', {
      username: 'logcheck',
      password: 'secret-pass-99',
      email: 'logcheck@example.com',
      code,
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('request completed');
    for (const secret of [password, 'the-wrong-secret', token, code, 'secret-pass-99']) {
      expect(log).not.toContain(secret);
    }
  });
});
