import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';

/** API calls a minute: per login session, and per IP address for callers without one. */
export interface ApiRateLimits {
  perSession: number;
  perIp: number;
}

/**
 * Only calls under /api/ count: the buyer app's files, its service worker's precache and the
 * images under /uploads/ cost a first visit about 230 requests against 1 API call, and an office
 * or a carrier's NAT puts hundreds of buyers behind one address. See decision 016.
 */
export function isCountedCall(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
}

/**
 * The global limit, as an app-level hook registered after the session is read, so a logged-in
 * caller is counted on its session and anyone else (no token, or one that matches no session)
 * on its IP. Not `app.rateLimit()`: that handler marks the request as limited, which silently
 * skips the tighter `config.rateLimit` of the route; `createRateLimit` only counts.
 */
export async function registerApiRateLimit(app: FastifyInstance, limits: ApiRateLimits): Promise<void> {
  // counters of more callers than this within a minute push out the oldest (the plugin keeps 5,000)
  const perMinute = { timeWindow: '1 minute', cache: 50_000 } satisfies RateLimitOptions;
  const checkSession = app.createRateLimit({
    ...perMinute,
    max: limits.perSession,
    keyGenerator: (request) => `session:${request.auth!.sessionId}`,
  } satisfies RateLimitOptions);
  const checkIp = app.createRateLimit({ ...perMinute, max: limits.perIp } satisfies RateLimitOptions);
  app.addHook('onRequest', async (request) => {
    if (!isCountedCall(request)) return;
    const limit = await (request.auth ? checkSession(request) : checkIp(request));
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(Math.max(1, limit.ttlInSeconds));
  });
}
