import { z } from 'zod';

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
});
export type Website = z.infer<typeof websiteSchema>;
