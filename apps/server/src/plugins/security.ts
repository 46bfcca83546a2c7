import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { registerApiRateLimit } from './rate-limit.ts';

/**
 * Security headers with a CSP for our own single-page apps: scripts only from this origin, inline
 * styles allowed (antd-mobile sets style attributes), images also from data: and blob: (previews).
 */
const securityHeaders = helmet({
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

export async function registerSecurity(
  app: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_PER_MINUTE' | 'RATE_LIMIT_PER_SESSION'>,
  /** Replaces RATE_LIMIT_PER_MINUTE (tests). */
  perIp = config.RATE_LIMIT_PER_MINUTE,
  /** Counters shared by every instance; without it each process counts alone. */
  redis?: Redis,
): Promise<void> {
  // helmet's middleware built once, its CSP string with it: @fastify/helmet 13 built a new one
  // (parsing every directive) in each request, 5 % of a product detail's server CPU
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // routes that guess secrets (login, codes) add tighter limits through `config.rateLimit`
  // with Redis every instance counts against the same limits; a Redis that does not answer lets
  // calls through rather than refusing the whole site
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'market-rl:', skipOnError: true }),
  });
  // after the session is read (registerAuth), so a logged-in caller is counted on its session
  await registerApiRateLimit(app, { perIp, perSession: config.RATE_LIMIT_PER_SESSION });
}
