import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP for our own single-page apps: scripts only from this origin, inline
 * styles allowed (antd-mobile sets style attributes), images also from data: and blob: (previews).
 */
export async function registerSecurity(app: FastifyInstance, options: { globalRateLimit: number }): Promise<void> {
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
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // routes that guess secrets (login, codes) add tighter limits through `config.rateLimit`
  await app.register(rateLimit, { global: false });
  // per IP across the API, as an app-level hook so it runs before any route's own checks
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: options.globalRateLimit,
      timeWindow: '1 minute',
      allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  );
}
