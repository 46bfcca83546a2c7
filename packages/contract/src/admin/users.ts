import { z } from 'zod';
import { limit, page } from '../common/fields.ts';
import { currentUserSchema } from '../user/userinfo.ts';

/** `POST /api/admin/user/list`: users, newest first, optionally filtered by a keyword. */
export const adminUserListRequest = z
  .object({ page, limit, keyword: z.string().trim().max(100).optional() })
  .strict();
export type AdminUserListRequest = z.input<typeof adminUserListRequest>;

export const adminUserListResponse = z.object({
  list: z.array(currentUserSchema.omit({ invite_code: true })),
  total: z.number().int(),
  page: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;
