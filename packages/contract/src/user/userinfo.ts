import { z } from 'zod';
import { money } from '../common/fields.ts';

export const Role = { buyer: 'buyer', merchant: 'merchant', admin: 'admin' } as const;
export const roleSchema = z.enum(['buyer', 'merchant', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** What login, register and social login return as `data.userinfo`. */
export const userinfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string(),
  money,
  score: z.number().int(),
  token: z.string(),
});
export type Userinfo = z.infer<typeof userinfoSchema>;

export const sessionResponse = z.object({ userinfo: userinfoSchema });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** `POST /api/user/index`: the current user; never a hash. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  money,
  score: z.number().int(),
  role: roleSchema,
  invite_code: z.string(),
  has_fund_password: z.boolean(),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
