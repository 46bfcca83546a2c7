import { z } from 'zod';
import { email } from '../common/fields.ts';

export const EMAIL_CODE_EVENTS = ['register', 'resetpwd', 'changeemail'] as const;
export type EmailCodeEvent = (typeof EMAIL_CODE_EVENTS)[number];

/** `GET /api/ems/send?email=&event=`: a 6-digit code valid 10 minutes, one send per 60 s per address. */
export const sendCodeQuery = z.object({
  email,
  event: z.enum(EMAIL_CODE_EVENTS, { error: 'code_event' }),
});
export type SendCodeQuery = z.input<typeof sendCodeQuery>;

export const sendCodeResponse = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

export const EMAIL_CODE_TTL_SECONDS = 600;
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
