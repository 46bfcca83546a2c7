import { createHash } from 'node:crypto';
import { sessionResponse } from '@market/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcStates, socialIdentities, users } from '../src/db/schema.ts';
import { buildUser, post } from './helper.ts';
import { PROVIDER, ROUTE, useOidcTests } from './social-support.ts';
import { useTestApp } from './use-test-app.ts';

const FAILED = { code: 0, msg: 'Social login failed, please try again', data: null };

describe('POST /api/user/loginsocial without providers', () => {
  const ctx = useTestApp();

  it('says social login is not available, for the list and for a start', async () => {
    const unavailable = { code: 0, msg: 'Social login is not available', data: null };
    expect((await post(ctx.app, ROUTE, {})).body).toEqual(unavailable);
    const start = await post(ctx.app, ROUTE, {
      provider: 'google',
      redirect_uri: 'https://shop.example/login/callback',
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual(unavailable);
  });
});

describe('POST /api/user/loginsocial with an OpenID Connect provider', () => {
  const oidc = useOidcTests({
    'sub-alice': { email: 'Alice.New@Example.test', email_verified: true },
    'sub-bob': { email: 'bob.existing@example.test', email_verified: true },
    'sub-carol': { email: 'carol.existing@example.test', email_verified: false },
    'sub-dave': { email: 'dave@example.test', email_verified: true },
    'sub-erin': { email: 'erin@example.test', email_verified: true },
  });
  const { call, start, authorize, finish, identitiesOf, stateCount, userCount } = oidc;

  it('lists the configured providers for {}', async () => {
    expect((await call({})).body).toEqual({
      code: 1,
      msg: 'Success',
      data: { providers: [{ id: PROVIDER, name: 'Test ID' }] },
    });
  });

  it('refuses an unknown provider and a redirect_uri that is not a URL', async () => {
    const before = await stateCount();
    const unknown = await call({ provider: 'nope', redirect_uri: oidc.issuer.redirectUri });
    expect(unknown.body).toEqual({
      code: 0,
      msg: 'This login provider is not configured',
      data: { field: 'provider' },
    });
    const unknownFinish = await call({ provider: 'nope', code: 'x', state: 'y' });
    expect(unknownFinish.body).toEqual({
      code: 0,
      msg: 'This login provider is not configured',
      data: { field: 'provider' },
    });

    const badUri = await call({ provider: PROVIDER, redirect_uri: 'not a url' });
    expect(badUri.status).toBe(200);
    expect(badUri.body).toEqual({
      code: 0,
      msg: 'Return address has an invalid format',
      data: { field: 'redirect_uri' },
    });
    // a bad finish names its field too, rather than "The request is invalid"
    const emptyState = await call({ provider: PROVIDER, code: 'x', state: '' });
    expect(emptyState.body).toEqual({
      code: 0,
      msg: 'State must be at least 1 characters',
      data: { field: 'state' },
    });
    const extra = await call({ provider: PROVIDER, redirect_uri: oidc.issuer.redirectUri, scope: 'admin' });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: scope', data: { field: 'scope' } });
    expect(await stateCount()).toBe(before);
  });

  it('builds an authorization URL with PKCE S256, state and nonce, keeping the verifier server-side', async () => {
    const url = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: oidc.issuer.clientId,
      redirect_uri: oidc.issuer.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(url.href).not.toContain(oidc.issuer.clientSecret);

    const [stored] = await oidc.ctx.database.db
      .select()
      .from(oidcStates)
      .where(eq(oidcStates.state, params.state!));
    expect(stored).toMatchObject({
      provider: PROVIDER,
      nonce: params.nonce,
      redirectUri: oidc.issuer.redirectUri,
    });
    expect(createHash('sha256').update(stored!.codeVerifier).digest('base64url')).toBe(params.code_challenge);
    expect(url.href).not.toContain(stored!.codeVerifier);
  });

  it('signs up a new user on the first login and logs the same user in on the next', async () => {
    const before = await userCount();
    const response = await authorize('sub-alice');
    expect(response.iss).toBe(oidc.issuer.issuer);
    const first = await finish(response);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        userinfo: {
          id: expect.any(Number),
          username: expect.stringMatching(/^alicenew_[0-9a-f]{6}$/),
          email: 'alice.new@example.test',
          avatar: '',
          money: '0',
          score: 100,
          token: expect.any(String),
        },
      },
    });
    const { userinfo } = sessionResponse.parse(first.body.data);
    expect(await userCount()).toBe(before + 1);
    expect(await identitiesOf('sub-alice')).toEqual([
      expect.objectContaining({ userId: userinfo.id, provider: PROVIDER, subject: 'sub-alice' }),
    ]);

    const me = await post(oidc.ctx.app, '/api/user/index', {}, { token: userinfo.token });
    expect(me.body).toMatchObject({
      code: 1,
      data: { id: userinfo.id, username: userinfo.username, email: 'alice.new@example.test' },
    });

    // the state was used up: it is gone from the table
    expect(
      await oidc.ctx.database.db.select().from(oidcStates).where(eq(oidcStates.state, response.state)),
    ).toEqual([]);

    const second = await finish(await authorize('sub-alice'));
    expect(second.body.code).toBe(1);
    const again = sessionResponse.parse(second.body.data).userinfo;
    expect(again).toMatchObject({ id: userinfo.id, username: userinfo.username, email: userinfo.email });
    expect(again.token).not.toBe(userinfo.token);
    expect(await userCount()).toBe(before + 1);
    expect(await identitiesOf('sub-alice')).toHaveLength(1);
  });

  it('links an existing account whose e-mail the provider has verified', async () => {
    const existing = await buildUser(oidc.ctx.database, { email: 'bob.existing@example.test' });
    const before = await userCount();
    const { body } = await finish(await authorize('sub-bob'));
    expect(body).toMatchObject({ code: 1, msg: 'Success' });
    expect(sessionResponse.parse(body.data).userinfo).toMatchObject({
      id: existing.user.id,
      username: existing.user.username,
      email: 'bob.existing@example.test',
    });
    expect(await userCount()).toBe(before);
    expect(await identitiesOf('sub-bob')).toEqual([
      expect.objectContaining({ userId: existing.user.id, provider: PROVIDER }),
    ]);
  });

  it('does not link an existing account by an e-mail the provider has not verified', async () => {
    const existing = await buildUser(oidc.ctx.database, { email: 'carol.existing@example.test' });
    const before = await userCount();
    const { body } = await finish(await authorize('sub-carol'));
    expect(body).toMatchObject({ code: 1, msg: 'Success' });
    const { userinfo } = sessionResponse.parse(body.data);
    expect(userinfo.id).not.toBe(existing.user.id);
    expect(userinfo.email).not.toBe('carol.existing@example.test');
    expect(userinfo.email).toBe(`${PROVIDER}.sub-carol@oidc.invalid`);
    expect(await userCount()).toBe(before + 1);
    expect(await identitiesOf('sub-carol')).toEqual([expect.objectContaining({ userId: userinfo.id })]);
    // the existing account keeps its e-mail and gains no identity
    const [row] = await oidc.ctx.database.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row!.email).toBe('carol.existing@example.test');
    expect(
      await oidc.ctx.database.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, existing.user.id)),
    ).toEqual([]);
  });

  it('refuses a replayed code and state', async () => {
    const response = await authorize('sub-dave');
    expect((await finish(response)).body.code).toBe(1);
    const before = await userCount();
    expect((await finish(response)).body).toEqual(FAILED);
    expect(await userCount()).toBe(before);
  });

  it('refuses a made-up state, a wrong issuer and a code from another login', async () => {
    const response = await authorize('sub-erin');
    expect((await finish({ ...response, state: 'made-up-state' })).body).toEqual(FAILED);
    expect((await finish({ code: 'made-up-code', state: 'made-up-state' })).body).toEqual(FAILED);

    // a wrong iss is caught (RFC 9207) and uses the state up
    expect((await finish({ ...response, iss: 'http://127.0.0.1:1/evil' })).body).toEqual(FAILED);
    expect((await finish(response)).body).toEqual(FAILED);

    // a real code with the state of another pending login: PKCE and the provider refuse it
    const other = await authorize('sub-erin');
    const fresh = await start();
    expect((await finish({ ...other, state: fresh.searchParams.get('state')! })).body).toEqual(FAILED);
    expect(await identitiesOf('sub-erin')).toEqual([]);
  });
});
