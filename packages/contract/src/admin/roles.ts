import { z } from 'zod';

/**
 * What an admin call needs: each admin definition names one permission, and the server refuses
 * (403) an admin whose role does not hold it. The back office's menus are read from the same table.
 */
export const adminPermissions = [
  'dashboard',
  'applications',
  'products',
  'catalogue',
  'stores',
  'recharges',
  'withdrawals',
  'adjustments',
  'loans',
  'users.view',
  'users.manage',
  'orders',
  'ledger',
  'messages',
  'content',
  'settings',
  'audit',
  'jobs',
  'admins',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

export const adminRoleSchema = z.enum(['super', 'reviewer', 'finance', 'support']);
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRoles = adminRoleSchema.options;

/**
 * The role matrix (decision 041): a super admin holds everything, and only a super admin manages
 * admins, settings, the audit log and the jobs; the other roles hold their queues and what they
 * need to read beside them.
 */
export const rolePermissions: Record<AdminRole, readonly AdminPermission[]> = {
  super: adminPermissions,
  reviewer: ['dashboard', 'applications', 'products', 'catalogue', 'stores', 'users.view'],
  finance: [
    'dashboard',
    'recharges',
    'withdrawals',
    'adjustments',
    'loans',
    'users.view',
    'orders',
    'ledger',
  ],
  support: ['dashboard', 'users.view', 'users.manage', 'orders', 'messages', 'content'],
};

export function roleMay(role: AdminRole | null | undefined, permission: AdminPermission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/** `POST /api/admin/me`: who is signed in to the back office, and what the role may use. */
export const adminMeResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  role: adminRoleSchema,
  permissions: z.array(z.enum(adminPermissions)),
});
export type AdminMe = z.infer<typeof adminMeResponse>;
