import type { Role } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { sha256 } from '../lib/tokens.ts';

export interface AuthUser {
  id: number;
  role: Role;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

const TOUCH_AFTER_MS = 60 * 60 * 1000;

interface LiveSession {
  sessionId: number;
  lastSeenAt: Date;
  user: { id: number; role: Role; isDisabled: boolean };
}

/** How the plugin finds a token's session: the session module's, handed over by app.ts. */
export interface SessionLookup {
  find(tokenHash: string): Promise<LiveSession | undefined>;
  /** Sliding expiry: a session in use stays alive. */
  touch(sessionId: number): Promise<void>;
}

/** Reads the `token` header once per request; routes then demand a user or an admin. */
export function registerAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.headers.token;
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return;
    const session = await sessions.find(sha256(token));
    if (!session || session.user.isDisabled) return;
    request.auth = { id: session.user.id, role: session.user.role, sessionId: session.sessionId };
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await sessions.touch(session.sessionId);
  });
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
}

export async function requireMerchant(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (request.auth.role !== 'merchant') throw forbidden();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (request.auth.role !== 'admin') throw forbidden();
}

/** The caller of a route behind `requireUser`. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
