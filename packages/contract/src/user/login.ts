import { z } from 'zod';
import { requiredString } from '../common/fields.ts';

/** `POST /api/user/login` and `POST /api/admin/login`: account is the username or the e-mail. */
export const loginRequest = z
  .object({
    account: requiredString('enter_account').max(254),
    password: z.string({ error: 'enter_password' }).min(1, { error: 'enter_password' }).max(128),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequest>;
