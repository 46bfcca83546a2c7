import type { Tx } from '../../db/client.ts';
import { auditLog } from './schema.ts';

/** Records an admin's action with the state before and after, in the action's transaction. */
export async function recordAudit(
  tx: Tx,
  entry: { actorId: number; action: string; subject: string; before: unknown; after: unknown; ip?: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    before: JSON.stringify(entry.before),
    after: JSON.stringify(entry.after),
    ip: entry.ip ?? null,
  });
}
