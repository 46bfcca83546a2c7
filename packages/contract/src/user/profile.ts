import { z } from 'zod';

/** `POST /api/user/profile`: the avatar is a URL returned by the upload call. */
export const profileRequest = z
  .object({
    avatar: z
      .string()
      .max(300)
      .regex(/^\/uploads\/[a-f0-9]{64}(-\d+)?\.webp$/, { error: 'avatar_format' })
      .optional(),
    nickname: z.string().trim().min(1).max(32).optional(),
  })
  .strict();
export type ProfileRequest = z.input<typeof profileRequest>;
