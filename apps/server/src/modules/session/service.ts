import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createToken, sha256 } from '../../lib/tokens.ts';
import { insertSession } from './queries.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** Who opens a session: the client IP (behind TRUST_PROXY, the forwarded one) and its browser. */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Opens a session and returns its token; only the token's hash is stored. */
export async function startSession(
  db: Db,
  userId: number,
  meta: ClientMeta,
): Promise<{ token: string; sessionId: number }> {
  const token = createToken();
  const sessionId = await insertSession(db, { userId, tokenHash: sha256(token), ...meta });
  return { token, sessionId };
}
