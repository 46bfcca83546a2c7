import { z } from 'zod';
import { websiteSchema } from '../site/website.ts';
import { productCard, storeCard } from './common.ts';

/** The five sections of the home page. */
export const homeSections = z.object({
  daily_updates: z.array(productCard),
  recommended_products: z.array(productCard),
  recommended_stores: z.array(storeCard),
  monthly_sales: z.array(productCard),
  hot_products: z.array(productCard),
});
export type HomeSections = z.infer<typeof homeSections>;

/** `POST /api/index/index`: site settings and the home sections in one call. */
export const homeResponse = websiteSchema.extend(homeSections.shape);
export type HomeResponse = z.infer<typeof homeResponse>;
