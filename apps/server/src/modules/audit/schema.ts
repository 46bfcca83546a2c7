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
    /** The address the admin acted from, where the caller passed it. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // the audit screen's filters, each newest first
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    // a subject's start (`user:12`, `site:`): text_pattern_ops lets LIKE 'prefix%' use the index
    index('audit_log_subject_idx').on(t.subject.op('text_pattern_ops'), t.id.desc()),
  ],
);
