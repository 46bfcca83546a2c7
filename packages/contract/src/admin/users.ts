import { z } from 'zod';
import { id, limit, page, requiredString } from '../common/fields.ts';
import { currentUserSchema } from '../user/userinfo.ts';
import { moneyLogEntry } from '../wallet/ledger.ts';

/**
 * The most rows a back-office list counts, and the deepest row its pages reach (decision 043):
 * counting every match is what makes a big shop's admin list crawl, so a list counts up to this
 * and says when there are more; older rows are reached by narrowing the filter.
 */
export const ADMIN_LIST_CAP = 10_000;

export const sortDirection = z.enum(['asc', 'desc']).default('desc');
/** The keyword of a back-office search: text, trimmed, at most 100 characters. */
export const adminKeyword = z.string().trim().max(100, { error: 'keyword_length' }).optional();

export const ADMIN_USER_SORTS = ['id', 'username', 'email'] as const;

/** The filter of the user list and of its CSV export. */
export const adminUserFilter = z.object({
  /** A user id (digits), or the start of a username, e-mail or nickname. */
  keyword: adminKeyword,
  sort: z.enum(ADMIN_USER_SORTS).default('id'),
  direction: sortDirection,
  /** Only frozen accounts (true), only active ones (false), or both. */
  frozen: z.boolean().optional(),
});

/** `POST /api/admin/user/list`: a page of users, newest first by default. */
export const adminUserListRequest = adminUserFilter.extend({ page, limit }).strict();
export type AdminUserListRequest = z.input<typeof adminUserListRequest>;
export const adminUserExportRequest = adminUserFilter.strict();
export type AdminUserExportRequest = z.input<typeof adminUserExportRequest>;

export const adminUserRow = currentUserSchema.omit({ invite_code: true }).extend({
  is_disabled: z.boolean(),
  admin_role: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** A page of a capped list: `total` stops at ADMIN_LIST_CAP, `total_capped` says it did. */
export function cappedPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    total_capped: z.boolean(),
    page: z.number().int(),
  });
}

export const adminUserListResponse = cappedPageOf(adminUserRow);
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;

/** `POST /api/admin/user/detail {user_id}`. */
export const adminUserIdRequest = z.object({ user_id: id }).strict();
export type AdminUserIdRequest = z.input<typeof adminUserIdRequest>;

export const adminUserSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
});
export type AdminUserSession = z.infer<typeof adminUserSession>;

export const adminUserStore = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  balance: z.string(),
  created_at: z.string(),
});

export const adminUserOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  store_id: z.number().int(),
  status: z.string(),
  total: z.string(),
  created_at: z.string(),
});
export type AdminUserOrder = z.infer<typeof adminUserOrder>;

/** A user with what support needs beside them: the latest entries, orders and sessions, the stores. */
export const adminUserDetail = z.object({
  user: adminUserRow,
  ledger: z.array(moneyLogEntry),
  orders: z.array(adminUserOrder),
  sessions: z.array(adminUserSession),
  stores: z.array(adminUserStore),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** `POST /api/admin/user/freeze {user_id, reason}` (and unfreeze): the reason goes to the audit log. */
export const adminUserReasonRequest = z
  .object({ user_id: id, reason: requiredString('enter_reason').max(500) })
  .strict();
export type AdminUserReasonRequest = z.input<typeof adminUserReasonRequest>;

/** What a change left: the account's state, and how many sessions it ended. */
export const adminUserChangeResponse = z.object({
  user_id: z.number().int(),
  is_disabled: z.boolean(),
  has_fund_password: z.boolean(),
  sessions_ended: z.number().int(),
});
export type AdminUserChangeResponse = z.infer<typeof adminUserChangeResponse>;
