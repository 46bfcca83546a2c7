import { randomBytes } from 'node:crypto';
import type { Userinfo } from '@market/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createInviteCode } from '../../lib/tokens.ts';
import { startSession } from '../session/index.ts';
import * as users from '../user/index.ts';
import type { OidcProviders } from './oidc.ts';
import { oidcStates, socialIdentities } from './schema.ts';

const STATE_TTL_SECONDS = 600;

export interface SocialDeps {
  db: Db;
  oidc: OidcProviders;
  logger: FastifyBaseLogger;
}

function assertProvider(oidc: OidcProviders, provider: string): void {
  if (oidc.list().length === 0) throw fail('msg.social_not_available');
  if (!oidc.has(provider)) throw fail('msg.social_unknown_provider', { field: 'provider' });
}

/** Step 1: a PKCE verifier, state and nonce kept server-side; the browser goes to the provider. */
export async function startSocialLogin(
  deps: SocialDeps,
  params: { provider: string; redirectUri: string },
): Promise<{ url: string }> {
  assertProvider(deps.oidc, params.provider);
  const config = await deps.oidc.configuration(params.provider).catch((error: unknown) => {
    deps.logger.error({ err: error, provider: params.provider }, 'OpenID Connect discovery failed');
    throw fail('msg.social_failed');
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await deps.db.delete(oidcStates).where(sql`${oidcStates.expiresAt} < now()`);
  await deps.db.insert(oidcStates).values({
    state,
    provider: params.provider,
    codeVerifier,
    nonce,
    redirectUri: params.redirectUri,
    expiresAt: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: params.redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href };
}

/** Step 2: the code is exchanged with the verifier; the ID token's subject logs in or signs up. */
export async function finishSocialLogin(
  deps: SocialDeps,
  params: { provider: string; code: string; state: string; iss?: string | undefined },
  meta: ClientMeta,
): Promise<Userinfo> {
  assertProvider(deps.oidc, params.provider);
  const [pending] = await deps.db
    .delete(oidcStates)
    .where(
      and(
        eq(oidcStates.state, params.state),
        eq(oidcStates.provider, params.provider),
        sql`${oidcStates.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!pending) throw fail('msg.social_failed');

  let claims: client.IDToken;
  try {
    const config = await deps.oidc.configuration(params.provider);
    const callback = new URL(pending.redirectUri);
    callback.searchParams.set('code', params.code);
    callback.searchParams.set('state', params.state);
    if (params.iss) callback.searchParams.set('iss', params.iss);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    claims = idToken;
    // With an access token issued, a provider may return the email scope's claims from the
    // UserInfo endpoint only (OpenID Connect Core 5.4); fetchUserInfo checks its sub is the same.
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = { ...claims, email: userinfo.email, email_verified: userinfo.email_verified };
    }
  } catch (error) {
    deps.logger.warn({ err: error, provider: params.provider }, 'OpenID Connect code exchange failed');
    throw fail('msg.social_failed');
  }
  const userId = await findOrCreateUser(deps.db, params.provider, claims);
  const user = await users.findUserById(deps.db, userId);
  if (!user) throw fail('msg.social_failed');
  if (user.isDisabled) throw fail('msg.account_disabled');
  const { token } = await startSession(deps.db, user.id, meta);
  return users.userinfoOf(deps.db, user, token);
}

/** Links by subject; else by a verified e-mail of an existing account; else a new account. */
async function findOrCreateUser(db: Db, provider: string, claims: client.IDToken): Promise<number> {
  const [linked] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.sub)));
  if (linked) return linked.userId;

  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  const isVerified = claims.email_verified === true;
  const existing = email && isVerified ? await users.findUserByEmail(db, email) : undefined;
  return db.transaction(async (tx) => {
    let userId = existing?.id;
    if (userId === undefined) {
      const base = (email?.split('@')[0] ?? provider).replace(/[^a-z0-9_]/g, '').slice(0, 20) || 'user';
      const user = await users.insertUser(tx, {
        username: `${base}_${randomBytes(3).toString('hex')}`,
        email:
          email && isVerified && !(await users.findUserByEmail(tx, email))
            ? email
            : `${provider}.${claims.sub}@oidc.invalid`,
        // no usable password: the owner logs in through the provider, or resets by e-mail
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        inviteCode: createInviteCode(),
      });
      userId = user.id;
    }
    await tx.insert(socialIdentities).values({ userId, provider, subject: claims.sub });
    return userId;
  });
}
