import { z } from 'zod';
import { compare, isDecimal } from '../common/decimal.ts';
import { requiredString } from '../common/fields.ts';
import {
  footerLogoProblem,
  footerLogoSchema,
  MAX_EXCHANGE_LOGOS,
  MAX_PARTNER_LOGOS,
} from './footer-logos.ts';

/**
 * A link the customer-service ball may open: a page of the buyer app (`/faqs`, opened in place; one
 * slash, since `//host` or `/\host` would be another site), a web page, an e-mail address or a
 * phone number.
 */
const serviceUrl = requiredString('enter_service_url')
  .max(300)
  .regex(/^(\/([^\s\\/][^\s\\]*)?|https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{3,30})$/i, {
    error: 'service_url_format',
  });

/**
 * `POST /api/admin/site/settings/save` (and what `/api/admin/site/settings` answers): the buyer
 * app's name (the document title), the customer-service link, and the platform's default
 * commission on a received order (a fraction, 0.05 = 5 %; a store may have its own), and the
 * footer's exchange or wallet logos (at most 8) and partner logos (at most 6), and the order
 * clock. A save without a list of logos or a clock field keeps the stored one; the answer always
 * carries them all.
 */
export const siteSettingsSchema = z
  .object({
    web_name: requiredString('enter_web_name').max(60),
    service_url: serviceUrl,
    commission_rate: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .refine((value) => isDecimal(value) && compare(value, '0') >= 0 && compare(value, '0.5') <= 0, {
        error: 'commission_rate_range',
      }),
    /** Minutes a new checkout may wait for payment, and days after shipping until receipt is confirmed. */
    order_pay_minutes: z
      .number({ error: 'order_pay_minutes_range' })
      .int({ error: 'order_pay_minutes_range' })
      .min(5, { error: 'order_pay_minutes_range' })
      .max(1440, { error: 'order_pay_minutes_range' })
      .optional(),
    order_auto_receive_days: z
      .number({ error: 'auto_receive_days_range' })
      .int({ error: 'auto_receive_days_range' })
      .min(1, { error: 'auto_receive_days_range' })
      .max(60, { error: 'auto_receive_days_range' })
      .optional(),
    exchange_logos: z.array(footerLogoSchema).max(MAX_EXCHANGE_LOGOS).optional(),
    partner_logos: z.array(footerLogoSchema).max(MAX_PARTNER_LOGOS).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const list of ['exchange_logos', 'partner_logos'] as const) {
      const problem = footerLogoProblem(list, value[list] ?? []);
      // the path as one key: the error handler answers it whole as the field
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }
  });
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
