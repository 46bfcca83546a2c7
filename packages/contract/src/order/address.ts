import { z } from 'zod';
import { id, requiredString } from '../common/fields.ts';

/** ISO 3166-1 alpha-2, upper case; names come from `Intl.DisplayNames` in the reader's language. */
export const countryCode = z
  .string({ error: 'select_country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'select_country' });

/** Spec §3 Address: country, province, city, detailed address, zip, recipient, mobile, default flag. */
const addressFields = {
  country: countryCode,
  province: z.string().trim().max(100).default(''),
  city: requiredString('enter_city').max(100),
  address: requiredString('enter_address').max(300),
  zip: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'zip_format' })
    .default(''),
  name: requiredString('enter_recipient').max(100),
  mobile: requiredString('enter_mobile').regex(/^\+?[0-9][0-9 -]{4,22}$/, { error: 'mobile_format' }),
  is_default: z.boolean().default(false),
};

/** `POST /api/aera/addEdit`: adds an address, or edits the caller's address `id`. */
export const addressEditRequest = z.object({ id: id.optional(), ...addressFields }).strict();
export type AddressEditRequest = z.input<typeof addressEditRequest>;

export const addressSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  zip: z.string(),
  name: z.string(),
  mobile: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** `POST /api/aera/index`: the caller's addresses, the default first. */
export const addressListRequest = z.object({}).strict().optional();
export const addressListResponse = z.object({ list: z.array(addressSchema) });

/** `POST /api/aera/readArea {id}` and `POST /api/aera/del {id}`. */
export const addressIdRequest = z.object({ id }).strict();
