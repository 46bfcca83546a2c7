import { z } from 'zod';

/**
 * Shared field rules. Error texts are message keys (`validation.*` in the server's dictionaries),
 * translated by the server into the caller's language; unkeyed issues get a generic message naming
 * the field.
 */
export function requiredString(messageKey: string) {
  // the key answers a missing or non-text value; a later check (e.g. max) keeps its own message
  return z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? messageKey : undefined) })
    .trim()
    .min(1, { error: messageKey });
}

// users can type the username in any case, but we store it in lowercase
export const username = requiredString('enter_username')
  .max(32)
  .regex(/^[a-zA-Z0-9_]{3,32}$/, { error: 'username_format' })
  .transform((value) => value.toLowerCase());

export const email = requiredString('enter_email')
  .max(254)
  .pipe(z.email({ error: 'email_format' }))
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: 'enter_password' })
  .min(1, { error: 'enter_password' })
  .min(8, { error: 'password_length' })
  .max(128, { error: 'password_length' });

export const newPassword = z
  .string({ error: 'enter_new_password' })
  .min(1, { error: 'enter_new_password' })
  .max(128, { error: 'password_length' });

export const emailCode = requiredString('enter_code').regex(/^\d{6}$/, { error: 'code_format' });

/**
 * An integer field: a JSON number, or plain decimal digits (query strings and path params are text).
 * Not `z.coerce`, which takes "0x10", " 1 ", true and [1] as numbers. A default goes inside:
 * `wholeNumber(z.number().int().min(1).default(1))`, where the documentation finds it.
 */
export function wholeNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^-?[0-9]{1,15}$/.test(value) ? Number(value) : value,
    schema,
  );
}

export const id = wholeNumber(z.number({ error: 'invalid_id' }).int().positive());

export const page = wholeNumber(z.number().int().min(1).max(10_000).default(1));
export const limit = wholeNumber(z.number().int().min(1).max(100).default(20));

/** Money travels as a decimal string, never a float (DESIGN "Data"). */
export const money = z.string().regex(/^-?\d+(\.\d{1,8})?$/);

/**
 * A calendar day as `YYYY-MM-DD` (a filter's range, UTC), from 1970 to 9999: a day that does not
 * exist (`2026-02-30`, `0000-00-00`) is refused here, not by the database halfway through a list.
 */
export const isoDay = z.iso.date({ error: 'date_format' }).refine((value) => value >= '1970-01-01', {
  error: 'date_format',
});
