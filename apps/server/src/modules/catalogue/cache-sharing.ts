import type { SharedRedis } from '../../lib/redis.ts';
import type { CacheScope, CatalogueCache } from './cache.ts';

const CHANNEL = 'market:cache';
const SCOPES: readonly CacheScope[] = ['catalogue', 'site', 'categories'];

/**
 * With Redis, what one instance invalidates the others forget within milliseconds instead of at
 * the end of the time-to-live: a price or a setting changed on one is seen on all.
 */
export async function shareInvalidations(shared: SharedRedis, cache: CatalogueCache): Promise<void> {
  cache.onInvalidate = (scope) => void shared.publish(CHANNEL, scope).catch(() => undefined);
  await shared.subscribe(CHANNEL, (message) => {
    const scope = SCOPES.find((known) => known === message);
    if (scope) cache.clear(scope);
  });
}
