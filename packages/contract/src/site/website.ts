import { z } from 'zod';
import { footerLogoSchema } from './footer-logos.ts';

/** An item of `footer_news`: a tree by `pid`, 0 at the root (spec §3). */
export const footerNewsItem = z.object({ id: z.number().int(), pid: z.number().int(), title: z.string() });

/** `POST /api/index/index`: site settings the shell needs (title, service link, footer). */
export const websiteSchema = z.object({
  web_name: z.string(),
  service_url: z.string(),
  footer_news: z.array(footerNewsItem),
  currency: z.string(),
  /** Units of USDT per unit of each currency, as decimal strings. */
  exchange_rate: z.record(z.string(), z.string()),
  /** The footer's exchange or wallet logos and partner logos, as the back office set them. */
  exchange_logos: z.array(footerLogoSchema),
  partner_logos: z.array(footerLogoSchema),
});
export type Website = z.infer<typeof websiteSchema>;
