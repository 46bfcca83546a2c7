import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Discovered provider metadata, cached per provider: it is configuration, not session state, so
 * every instance may keep its own copy. Plain http is allowed for a loopback issuer only (tests).
 */
export class OidcProviders {
  readonly #providers: Map<string, OidcProviderConfig>;
  readonly #configs = new Map<string, Promise<client.Configuration>>();

  constructor(providers: OidcProviderConfig[]) {
    this.#providers = new Map(providers.map((p) => [p.id, p]));
  }

  list(): { id: string; name: string }[] {
    return [...this.#providers.values()].map(({ id, name }) => ({ id, name }));
  }

  has(id: string): boolean {
    return this.#providers.has(id);
  }

  configuration(id: string): Promise<client.Configuration> {
    const provider = this.#providers.get(id);
    if (!provider) throw new Error(`unknown provider ${id}`);
    let config = this.#configs.get(id);
    if (!config) {
      const issuer = new URL(provider.issuer);
      const isLoopbackHttp = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      config = client.discovery(
        issuer,
        provider.client_id,
        provider.client_secret,
        undefined,
        isLoopbackHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // a failed discovery is retried on the next login rather than cached
      config.catch(() => this.#configs.delete(id));
      this.#configs.set(id, config);
    }
    return config;
  }
}
