import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider 9 ships no type declarations; the few calls used are typed below
import Provider from 'oidc-provider';
// @ts-expect-error -- as above; a factory of the built-in memory adapter, which warns when used by default
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';

/** The part of oidc-provider's API this test issuer uses. */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; params: Record<string, unknown> }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: { login: { accountId: string }; consent: { grantId: string } },
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
}

export interface TestAccount {
  email: string;
  email_verified: boolean;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plays the browser: follows the authorization URL, logs in as `accountId`, returns the callback URL. */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

const ACCOUNT_HEADER = 'x-test-account';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback http with one confidential client.
 * Its login page is replaced by a handler that signs in the account named in a request header
 * and grants the requested scopes, so a test can run the whole browser round trip with fetch.
 */
export async function startTestIssuer(accounts: Record<string, TestAccount>): Promise<TestIssuer> {
  const clientId = 'market-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const redirectUri = 'http://127.0.0.1:5999/login/callback';

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client sends the secret in the body unless told otherwise
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    // the login page is completeInteraction below
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  }) as OidcProvider;
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && /^\/interaction\/[^/?]+$/.test(req.url?.split('?')[0] ?? '')) {
      completeInteraction(provider, req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    async authorize(authorizationUrl, accountId) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: {
            [ACCOUNT_HEADER]: accountId,
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          const name = pair.slice(0, separator).trim();
          const value = pair.slice(separator + 1).trim();
          if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
          else cookies.set(name, value);
        }
        const location = response.headers.get('location');
        if (![302, 303].includes(response.status) || !location) {
          throw new Error(`unexpected ${response.status} from ${url.pathname}: ${await response.text()}`);
        }
        await response.body?.cancel();
        url = new URL(location, url);
        if (url.href.startsWith(`${redirectUri}?`)) return url;
      }
      throw new Error('too many redirects');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The login and consent page: signs in the account from the header and grants what was asked. */
async function completeInteraction(
  provider: OidcProvider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const accountId = req.headers[ACCOUNT_HEADER];
  if (typeof accountId !== 'string') throw new Error(`missing ${ACCOUNT_HEADER} header`);
  const { params } = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}
