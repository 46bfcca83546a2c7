import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { oidcStates, socialIdentities, users } from '../src/db/schema.ts';
import { buildTestApp, post, type TestContext } from './helper.ts';
import { startTestIssuer, type TestAccount, type TestIssuer } from './oidc-issuer.ts';

export const ROUTE = '/api/user/loginsocial';
export const PROVIDER = 'testid';

/**
 * The hooks of a social login test file: a live OpenID Connect issuer with `accounts`, the app
 * configured with it as PROVIDER, and the calls of the login's two steps, each test from its own IP.
 */
export function useOidcTests<Account extends string>(accounts: Record<Account, TestAccount>) {
  const world = {} as { ctx: TestContext; issuer: TestIssuer };
  beforeAll(async () => {
    world.issuer = await startTestIssuer(accounts);
    world.ctx = await buildTestApp({
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: PROVIDER,
          name: 'Test ID',
          issuer: world.issuer.issuer,
          client_id: world.issuer.clientId,
          client_secret: world.issuer.clientSecret,
        },
      ]),
    });
  });
  afterAll(async () => {
    await world.ctx?.close();
    await world.issuer?.close();
  });

  // the route allows 30 calls a minute per IP: each test comes from its own address
  let ip = '';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    ip = `10.0.0.${tests}`;
  });
  const call = (body: object) => post(world.ctx.app, ROUTE, body, { ip });

  /** Step 1: the server's authorization URL. */
  async function start(): Promise<URL> {
    const { body } = await call({ provider: PROVIDER, redirect_uri: world.issuer.redirectUri });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { url: expect.any(String) } });
    return new URL(body.data.url);
  }
  const db = () => world.ctx.database.db;

  return Object.assign(world, {
    call,
    start,
    /** The browser part: the provider's redirect back, as {code, state, iss}. */
    async authorize(accountId: Account): Promise<{ code: string; state: string; iss: string }> {
      const callback = await world.issuer.authorize((await start()).href, accountId);
      const param = (name: string) => callback.searchParams.get(name) ?? '';
      return { code: param('code'), state: param('state'), iss: param('iss') };
    },
    /** Step 2: the redirect's parameters handed to the server. */
    finish: (response: { code: string; state: string; iss?: string }) =>
      call({ provider: PROVIDER, ...response }),
    identitiesOf: (subject: string) =>
      db().select().from(socialIdentities).where(eq(socialIdentities.subject, subject)),
    stateCount: async () => (await db().select({ n: count() }).from(oidcStates))[0]!.n,
    userCount: async () => (await db().select({ n: count() }).from(users))[0]!.n,
  });
}
