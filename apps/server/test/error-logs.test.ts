import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { buildTestApp, post, type TestContext } from './helper.ts';

let ctx: TestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', UPLOAD_DIR: ctx.uploadDir });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.MAIL_FROM,
    isProduction: false,
    logger: ctx.app.log,
  });
  app = await buildApp({
    config,
    database: ctx.database,
    mailer,
    webRoot: null,
    logger: { ...(loggerOptions(config) as object), stream: sink },
  });
  // a handler whose query fails the way a real one does: PostgreSQL quotes the value it refused
  app.post('/api/test/failing-query', async (request) => {
    const { email } = request.body as { email: string };
    await ctx.database.db.execute(sql`select ${email}::int`);
    return { code: 1 };
  });
  // a file whose stream fails before its first byte, after the handler chose its content type
  app.get('/api/test/failing-file', async (_request, reply) =>
    reply.header('content-type', 'image/webp').send(createReadStream(path.join(ctx.uploadDir, 'gone.webp'))),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the log of a server fault', () => {
  it('names the error by type, SQLSTATE and request id, without the SQL or its values', async () => {
    const { status, body, response } = await post(app, '/api/test/failing-query', {
      email: 'erika.private@example.com',
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again later',
      data: null,
    });
    const requestId = response.headers['x-request-id'];
    const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const fault = entries.find((entry) => entry.msg === 'unhandled error');
    expect(fault).toMatchObject({
      level: 50,
      reqId: requestId,
      fault: { type: 'DrizzleQueryError', errorCode: '22P02' },
    });
    expect(fault!.fault.frames.length).toBeGreaterThan(0);
    const log = lines.join('');
    expect(log).not.toContain('erika.private');
    expect(log).not.toMatch(/select|::int|invalid input syntax/i);
  });
});

describe('the log of ordinary calls', () => {
  it('carries no query string (an e-mail address) and no warning for an answer a handler sent itself', async () => {
    lines.length = 0;
    const code = await app.inject({
      method: 'GET',
      url: '/api/ems/send?email=erika.private%40example.com&event=register',
    });
    expect(code.statusCode).toBe(200);
    const home = await post(app, '/api/index/index', {});
    expect(home.body.code).toBe(1);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
    expect(entries.some((entry) => entry.req?.url === '/api/ems/send')).toBe(true);
    expect(lines.join('')).not.toContain('erika.private');
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  });
});

describe('the answer to a server fault', () => {
  it('is the JSON envelope even when a file had chosen another content type (was no envelope)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/failing-file' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again later',
      data: null,
    });
  });
});
