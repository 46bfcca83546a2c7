import type { AddressInfo } from 'node:net';
import { ApiError, bindCalls, createClient } from '@market/client';
import { accountCalls } from '@market/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

// packages/client against the real server over real HTTP: the path every app takes
let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('packages/client on the real server', () => {
  it('registers, reads the user, logs out, and is sent to login after', async () => {
    const session: { token?: string } = {};
    const events: string[] = [];
    const api = bindCalls(
      createClient({
        baseUrl,
        getToken: () => session.token,
        getLanguage: () => 'es',
        onUnauthorized: () => events.push('login'),
        onError: (message) => events.push(message),
        isOnline: () => true,
      }),
      accountCalls,
    );
    await api.sendCode({ email: 'client@example.com', event: 'register' });
    const code = ctx.mailbox.latestCode('client@example.com');
    const { userinfo } = await api.register({
      username: 'clientuser',
      password: 'client-pass-1',
      email: 'client@example.com',
      code,
    });
    session.token = userinfo.token;
    expect((await api.me()).username).toBe('clientuser');

    const bad = await api
      .changePassword({ type: 'login', oldpassword: 'wrong-wrong', newpassword: 'another-pass-1' })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).field).toBe('oldpassword');
    expect(events).toHaveLength(1);
    expect(events[0]).not.toBe('The original password is wrong'); // Spanish, not English

    await api.logout();
    await expect(api.me()).rejects.toMatchObject({ code: 401 });
    expect(events.at(-1)).toBe('login');
  });
});
