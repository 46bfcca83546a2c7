import type { Db } from '../../db/client.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';

/**
 * What accounts need of login sessions. The session module provides it (`sessionStore`, wired in
 * the routes): sessions point at users, so this module never imports the session module back.
 */
export interface SessionStore {
  start(db: Db, userId: number, meta: ClientMeta): Promise<{ token: string }>;
  end(db: Db, sessionId: number): Promise<void>;
  /** Ends every session of the user but `keepSessionId` (after a password change or reset). */
  endOthers(db: Db, userId: number, keepSessionId?: number): Promise<void>;
}
