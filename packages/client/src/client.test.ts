import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRef } from '@market/contract/routes';
import { accountCalls, collectionCalls, orderCalls } from '@market/contract/routes';
import { bindCalls } from './bind.ts';
import { createClient, type ClientOptions } from './client.ts';
import { ApiError } from './errors.ts';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// a real HTTP server whose answer each test scripts
let server: Server;
let baseUrl: string;
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(overrides: Partial<ClientOptions> = {}) {
  const events: string[] = [];
  const client = createClient({
    baseUrl,
    onError: (message) => events.push(`toast:${message}`),
    onUnauthorized: () => events.push('login'),
    isOnline: () => true,
    ...overrides,
  });
  return { client, events };
}

/** A call the tests make up: `ref('/api/x')`. */
const ref = (path: string, method: 'GET' | 'POST' = 'POST'): CallRef => ({ method, path }) as const;

const reply = (status: number, envelope: unknown, delayMs = 0) => {
  answer = { status, body: JSON.stringify(envelope), delayMs };
};

describe('createClient', () => {
  it('sends the token and Accept-Language headers and a JSON body', async () => {
    reply(200, { code: 1, msg: 'ok', data: { a: 1 } });
    const { client } = setup({ getToken: () => 'tok-123', getLanguage: () => 'ar' });
    expect(await client.call(ref('/api/x/y'), { hello: 'world' } as never)).toEqual({ a: 1 });
    const last = seen.at(-1)!;
    expect(last.headers.token).toBe('tok-123');
    expect(last.headers['accept-language']).toBe('ar');
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ hello: 'world' });
  });

  it('defaults the language to en and sends no token when there is none', async () => {
    reply(200, { code: 1, msg: 'ok', data: null });
    const { client } = setup();
    await client.call(ref('/api/x', 'GET'), { email: 'a@b.c', skip: undefined } as never);
    const last = seen.at(-1)!;
    expect(last.headers['accept-language']).toBe('en');
    expect(last.headers.token).toBeUndefined();
    expect(last.url).toBe('/api/x?email=a%40b.c');
  });

  it('sends 401 to the login page and rejects', async () => {
    reply(401, { code: 401, msg: 'Please login first', data: null });
    const { client, events } = setup();
    await expect(client.call(accountCalls.me)).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual(['login']);
  });

  it('treats an HTTP 401 without an envelope the same', async () => {
    answer = { status: 401, body: 'Unauthorized' };
    const { client, events } = setup();
    await expect(client.call(accountCalls.me)).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['login', 'toast:request failed']);
  });

  it('shows the message of code 404 and rejects', async () => {
    reply(404, { code: 404, msg: 'Not found', data: null });
    const { client, events } = setup({ isOnline: () => false });
    await expect(client.call(ref('/api/x'))).rejects.toMatchObject({ code: 404, message: 'Not found' });
    expect(events).toEqual(['toast:Not found']);
  });

  it('shows other codes only while online', async () => {
    reply(200, { code: 0, msg: 'Insufficient balance', data: { field: 'amount' } });
    const online = setup();
    const error = await online.client.call(ref('/api/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('amount');
    expect(online.events).toEqual(['toast:Insufficient balance']);

    const offline = setup({ isOnline: () => false });
    await expect(offline.client.call(ref('/api/x'))).rejects.toMatchObject({ code: 0 });
    expect(offline.events).toEqual([]);
  });

  it('accepts code 0 where the call says so (the merchant index)', async () => {
    reply(200, { code: 0, msg: 'not a merchant', data: { status: 'none' } });
    const { client, events } = setup();
    const envelope = await client.envelope(ref('/api/merchant/index'), undefined, { successCodes: [0] });
    expect(envelope).toEqual({ code: 0, msg: 'not a merchant', data: { status: 'none' } });
    expect(events).toEqual([]);
  });

  it('shows the error of a network failure', async () => {
    const { client, events } = setup({
      baseUrl: 'http://127.0.0.1:9',
      requestFailedMessage: () => 'request failed',
    });
    await expect(client.call(ref('/api/x'))).rejects.toMatchObject({ isNetworkError: true });
    expect(events).toEqual(['toast:request failed']);
  });

  it('gives up after the timeout', async () => {
    reply(200, { code: 1, msg: 'late', data: null }, 500);
    const { client, events } = setup({ timeoutMs: 100 });
    await expect(client.call(ref('/api/slow'))).rejects.toMatchObject({ isNetworkError: true });
    expect(events[0]).toMatch(/^toast:.*(timeout|aborted)/i);
  });

  it('says nothing when the caller cancels, while a timeout is still told', async () => {
    reply(200, { code: 1, msg: 'late', data: null }, 300);
    const { client, events } = setup();
    const controller = new AbortController();
    const call = client.call(ref('/api/cancelled'), undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });

  it('sends an idempotency key when given', async () => {
    reply(200, { code: 1, msg: 'ok', data: null });
    const { client } = setup();
    const body = { checkout_id: 7, fund_password: '246810' };
    await client.call(orderCalls.pay, body, { idempotencyKey: 'key-1' });
    expect(seen.at(-1)!.headers['idempotency-key']).toBe('key-1');
    expect(seen.at(-1)!.url).toBe('/api/order/pay');
  });

  it('refuses to send a paying call without an idempotency key', async () => {
    const { client } = setup();
    const before = seen.length;
    await expect(client.call(orderCalls.pay, { checkout_id: 7, fund_password: '246810' })).rejects.toThrow(
      /idempotency key/,
    );
    expect(seen.length).toBe(before);
  });

  it('binds a group: each call goes to its definition’s path with its input', async () => {
    reply(200, { code: 1, msg: 'Collection success', data: { followed: true, follower_count: 3 } });
    const { client } = setup();
    const calls = bindCalls(client, collectionCalls);
    expect(await calls.follow({ shop_id: 5 })).toEqual({ followed: true, follower_count: 3 });
    expect(seen.at(-1)!.url).toBe('/api/user/followers');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ shop_id: 5 });
    const envelope = await client.envelope(collectionCalls.follow, { shop_id: 5 });
    expect(envelope.msg).toBe('Collection success');
  });
});
