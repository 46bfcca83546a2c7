import { z } from 'zod';
import { id, isoDay, limit, page } from '../common/fields.ts';
import { cappedPageOf } from './users.ts';

const day = isoDay;
const term = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * `POST /api/admin/audit/list`: the audit log, newest first, by who did it (`actor_id`), what
 * (`action`, exact, e.g. `wallet.settings`), on what (`subject`, its start, e.g. `user:12` or
 * `site:`), and between two UTC days (both included).
 */
export const auditListRequest = z
  .object({
    actor_id: id.optional(),
    action: term(60),
    subject: term(120),
    from: day.optional(),
    to: day.optional(),
    page,
    limit,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'date_range' });
  });
export type AuditListRequest = z.input<typeof auditListRequest>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  /** The state before and after, as recorded (JSON values). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A capped page (decision 043): `total` stops at ADMIN_LIST_CAP, `total_capped` says it did. */
export const auditPage = cappedPageOf(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

/** `POST /api/admin/audit/actions`: the actions the log holds, for the filter's choices. */
export const auditActionsResponse = z.array(z.string());
