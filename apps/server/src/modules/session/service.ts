import type { Db } from '../../db/client.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import { createToken, sha256 } from '../../lib/tokens.ts';
import { insertSession } from './queries.ts';

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
