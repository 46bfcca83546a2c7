import type { FastifyRequest } from 'fastify';

/** Who opens a session: the client IP (behind TRUST_PROXY, the forwarded one) and its browser. */
export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
