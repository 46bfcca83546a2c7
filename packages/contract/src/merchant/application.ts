import { z } from 'zod';
import { id, requiredString } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';

/** Spec §9: a merchant application is reviewed within 2 to 48 hours. */
export const MERCHANT_REVIEW_HOURS = { min: 2, max: 48 } as const;
export const APPLICATION_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A private upload's id (`POST /api/index/upload` with `private=1`): an identity photo or the signature. */
const privateFile = (messageKey: string) =>
  z.number({ error: messageKey }).int({ error: messageKey }).positive({ error: messageKey });

/**
 * `POST /api/merchant/reg`: step 1 of the application (spec §4, §5). The store logo is a public
 * image (it becomes the store's); the three identity photos and the drawn signature are private
 * uploads of the applicant. Party B signs on the day the server receives it.
 */
export const merchantApplyRequest = z
  .object({
    logo: requiredString('upload_store_logo').max(200),
    store_name: requiredString('enter_store_name').max(60, { error: 'store_name_length' }),
    id_number: requiredString('enter_id_number').regex(/^[A-Za-z0-9-]{4,32}$/, {
      error: 'id_number_format',
    }),
    real_name: requiredString('enter_real_name').max(60, { error: 'real_name_length' }),
    id_front: privateFile('upload_id_front'),
    id_back: privateFile('upload_id_back'),
    id_hold: privateFile('upload_id_hold'),
    signature: privateFile('not_signed'),
    invite_code: z.string().trim().max(32, { error: 'invite_code_format' }).default(''),
    agree: z.literal(true, { error: 'accept_agreement' }),
  })
  .strict();
export type MerchantApplyRequest = z.input<typeof merchantApplyRequest>;

/** The application as its applicant (and an admin) reads it; private files are `/api/index/file/{id}` URLs. */
export const merchantApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  store_name: z.string(),
  logo: z.string(),
  id_number: z.string(),
  real_name: z.string(),
  id_front: z.object({ id: z.number().int(), url: z.string() }),
  id_back: z.object({ id: z.number().int(), url: z.string() }),
  id_hold: z.object({ id: z.number().int(), url: z.string() }),
  signature: z.object({ id: z.number().int(), url: z.string() }),
  invite_code: z.string(),
  /** Party B's date, `YYYY-MM-DD`. */
  signed_on: z.string(),
  /** The reviewer's reason for a rejection. */
  reason: z.string(),
  store_id: z.number().int().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

/**
 * `GET`/`POST /api/merchant/index`: the caller's merchant status. With no application the
 * envelope's code is 0 and `status` is `none` — spec §8's one call whose code 0 is a success.
 */
export const merchantIndexResponse = z.object({
  status: z.enum(['none', ...APPLICATION_STATUSES]),
  /** Party A of the business contract: the platform (site setting `web_name`). */
  party_a: z.string(),
  review_hours: z.object({ min: z.number().int(), max: z.number().int() }),
  application: merchantApplicationSchema.nullable(),
  store: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
});
export type MerchantIndex = z.infer<typeof merchantIndexResponse>;

/** `POST /api/admin/merchant/list {status?, page, limit}`: the review queue, oldest first when reviewing. */
export const adminApplicationListRequest = z
  .object({ status: z.enum(APPLICATION_STATUSES).optional(), ...paging })
  .strict();
export const adminApplicationSchema = merchantApplicationSchema.extend({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationPage = pageOf(adminApplicationSchema);

/** `POST /api/admin/merchant/review {id, approve, reason?}`: a reason is required to reject. */
export const applicationReviewRequest = z
  .object({
    id,
    approve: z.boolean({ error: 'choose_decision' }),
    reason: z.string({ error: 'enter_reason' }).trim().max(300).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'enter_reason' });
  });
export type ApplicationReviewRequest = z.input<typeof applicationReviewRequest>;
export const applicationIdRequest = z.object({ id }).strict();
