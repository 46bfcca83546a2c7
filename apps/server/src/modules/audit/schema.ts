import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

/** Who did what as an admin, with the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
