import { type AdminPermission, type AdminRole, type Role, roleMay } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { sha256 } from '../lib/tokens.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** The back-office role of an admin; null for everyone else. */
  adminRole: AdminRole | null;
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
  user: { id: number; role: Role; adminRole: AdminRole | null; isDisabled: boolean };
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
    const { id, role, adminRole } = session.user;
    request.auth = { id, role, adminRole, sessionId: session.sessionId };
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

/** The guard of an admin call: an admin whose role holds the call's permission (decision 041). */
export function requirePermission(permission: AdminPermission) {
  return async function requireAdminPermission(request: FastifyRequest): Promise<void> {
    if (!request.auth) throw unauthorized();
    if (request.auth.role !== 'admin' || !roleMay(request.auth.adminRole, permission)) throw forbidden();
  };
}

/** The caller of a route behind `requireUser`. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
