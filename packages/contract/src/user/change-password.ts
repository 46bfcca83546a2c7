import { z } from 'zod';
import { email, emailCode, newPassword } from '../common/fields.ts';

/**
 * `POST /api/user/change`: the old password is required for the login password, and for the
 * fund password once one exists.
 */
export const changePasswordRequest = z
  .object({
    type: z.enum(['login', 'fund'], { error: 'password_type' }),
    oldpassword: z.string().max(128).optional(),
    newpassword: newPassword,
  })
  .strict()
  .superRefine((body, ctx) => {
    const min = body.type === 'fund' ? 6 : 8;
    if (body.newpassword.length > 0 && body.newpassword.length < min) {
      ctx.addIssue({
        code: 'custom',
        path: ['newpassword'],
        message: body.type === 'fund' ? 'fund_password_length' : 'password_length',
      });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** `POST /api/user/resetpwd`: with a code sent for the `resetpwd` event. */
export const resetPasswordRequest = z
  .object({
    email,
    code: emailCode,
    newpassword: newPassword.pipe(z.string().min(8, { error: 'password_length' })),
  })
  .strict();
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** `POST /api/user/change_email`: with a code sent to the new address for the `changeemail` event. */
export const changeEmailRequest = z.object({ email, code: emailCode }).strict();
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;
