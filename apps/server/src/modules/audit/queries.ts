import type { AuditEntry } from '@market/contract';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertWithinCap, cappedCount, dayAfter, dayStart } from '../../lib/capped-list.ts';
import { prefixPattern } from '../../lib/like-pattern.ts';
import { users } from '../user/index.ts';
import { auditLog } from './schema.ts';

export interface AuditFilter {
  actor_id?: number;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor_id ? eq(auditLog.actorId, filter.actor_id) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.subject ? like(auditLog.subject, prefixPattern(filter.subject)) : undefined,
    filter.from ? gte(auditLog.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, dayAfter(filter.to)) : undefined,
  );
}

// a stored value is the JSON the action recorded; an unreadable one is shown as the text it is
const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A page of the audit log, newest first, with who acted; and how many rows match, up to the cap. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  params: { page: number; limit: number },
): Promise<{ rows: AuditEntry[]; count: { total: number; capped: boolean } }> {
  const where = whereOf(filter);
  const offset = assertWithinCap(params);
  const [rows, count] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.username })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(params.limit)
      .offset(offset),
    cappedCount(db, db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic()),
  ]);
  return {
    rows: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: actorName,
      action: entry.action,
      subject: entry.subject,
      before: parsed(entry.before),
      after: parsed(entry.after),
      ip: entry.ip,
      created_at: entry.createdAt.toISOString(),
    })),
    count,
  };
}

/** Every action the log holds, for the screen's filter (a few dozen kinds). */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
