import { z } from 'zod';
import { id, limit, page } from '../common/fields.ts';
import { adminRoleSchema } from './roles.ts';

const role = z.enum(adminRoleSchema.options, { error: 'choose_admin_role' });

/** An admin as the admins screen lists them. */
export const adminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  admin_role: adminRoleSchema,
  is_disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

/** `POST /api/admin/admins/list`: every admin, by role when asked, oldest first. */
export const adminListRequest = z.object({ admin_role: adminRoleSchema.optional(), page, limit }).strict();
export const adminListResponse = z.object({
  list: z.array(adminAccount),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** `POST /api/admin/admins/grant` (a buyer becomes an admin) and `/role` (an admin's role changes). */
export const adminRoleRequest = z.object({ user_id: id, admin_role: role }).strict();
export type AdminRoleRequest = z.input<typeof adminRoleRequest>;

/** `POST /api/admin/admins/revoke`: the admin becomes a buyer again. */
export const adminRevokeRequest = z.object({ user_id: id }).strict();
