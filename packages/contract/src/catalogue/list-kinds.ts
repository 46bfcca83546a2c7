// The kinds and sorts a buyer page offers as tabs, without zod: the buyer app imports them from
// `@market/contract/list-kinds`, where the package's root would bring every schema into the page's
// chunks (the detail page loaded zod and the wallet's address checks for its review tabs, decision 065).

/** All, with pictures, negative (1–2 stars), mid (3) and positive (4–5). */
export const REVIEW_KINDS = ['all', 'pictures', 'negative', 'mid', 'positive'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const STORE_SORTS = ['sales', 'followers', 'new'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
