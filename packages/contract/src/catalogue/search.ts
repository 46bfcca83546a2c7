import { z } from 'zod';
import { requiredString } from '../common/fields.ts';
import { pageOf, paging, productCard, storeCard } from './common.ts';

/** `POST /api/index/search_pro` and `/api/index/search_shop`: ranked by relevance. */
export const searchRequest = z
  .object({ keyword: requiredString('enter_keyword').max(100), ...paging })
  .strict();
export type SearchRequest = z.input<typeof searchRequest>;

export const productSearchPage = pageOf(productCard);
export const storeSearchPage = pageOf(storeCard);
