import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';

/**
 * Security headers with a CSP for our own single-page apps: scripts only from this origin, inline
 * styles allowed (antd-mobile sets style attributes), images also from data: and blob: (previews).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { globalRateLimit: number },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // plain-http deployments on a LAN would break; TLS is the proxy's job
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // routes that guess secrets (login, codes) add tighter limits through `config.rateLimit`
  await app.register(rateLimit, { global: false });
  // per IP across the API, as an app-level hook so it runs before any route's own checks. Not
  // `app.rateLimit()`: that handler marks the request as limited, which silently skips the
  // tighter `config.rateLimit` of the route; `createRateLimit` only counts.
  const checkGlobalLimit = app.createRateLimit({
    max: options.globalRateLimit,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
  });
  app.addHook('onRequest', async (request) => {
    const limit = await checkGlobalLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(Math.max(1, limit.ttlInSeconds));
  });
}
