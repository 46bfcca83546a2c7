import { z } from 'zod';
import { email, emailCode, password, username } from '../common/fields.ts';

/** `POST /api/user/register` */
export const registerRequest = z
  .object({
    username,
    password,
    email,
    code: emailCode,
    invite_code: z.string().trim().max(16).optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequest>;
