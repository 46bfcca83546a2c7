import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface SellerRoute {
  /** Below the app's base (`/seller`): '/' is /seller/. */
  path: string;
  load: () => PageModule;
}

/**
 * The pages behind the login, each a lazy chunk. A new screen: its feature folder
 * (`features/<name>/<name>-page.tsx`), a line here, and a tab in features/shell/tabs.ts if it is one.
 */
export const ROUTES: SellerRoute[] = [
  { path: '/', load: () => import('../features/store/store-page.tsx') },
  { path: '/store/edit', load: () => import('../features/store/store-edit-page.tsx') },
  { path: '/products', load: () => import('../features/products/products-page.tsx') },
  { path: '/products/new', load: () => import('../features/products/product-edit-page.tsx') },
  { path: '/products/stock', load: () => import('../features/products/stock-page.tsx') },
  { path: '/products/:id', load: () => import('../features/products/product-edit-page.tsx') },
  { path: '/orders', load: () => import('../features/orders/orders-page.tsx') },
  { path: '/orders/:id', load: () => import('../features/orders/order-detail-page.tsx') },
  { path: '/quotes', load: () => import('../features/quotes/quotes-page.tsx') },
  { path: '/quotes/:id', load: () => import('../features/quotes/quote-detail-page.tsx') },
  { path: '/reviews', load: () => import('../features/reviews/reviews-page.tsx') },
  { path: '/settlement', load: () => import('../features/settlement/settlement-page.tsx') },
  { path: '/settlement/withdraw', load: () => import('../features/settlement/withdraw-page.tsx') },
];
