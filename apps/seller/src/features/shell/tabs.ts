import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, ListIcon, QuoteIcon, StoreIcon, WalletIcon } from './icons.tsx';

export interface SellerTab {
  /** Its label is `tabs.<key>` in the dictionaries; its test id `tab-<key>`. */
  key: string;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Other paths of its section, each with what is below it (the store center's `/store/edit`). */
  also?: string[];
}

/**
 * The seller app's sections (decision 030): the store center first, then what a merchant does most
 * often. Reviews are reached from the store center's rating, not a tab. Quotes (decision 051) are
 * the fifth: five tabs of 64 px still fit a 320 px phone.
 */
export const TABS: SellerTab[] = [
  { key: 'store', path: '/', icon: StoreIcon, also: ['/store', '/reviews'] },
  { key: 'products', path: '/products', icon: BoxIcon },
  { key: 'orders', path: '/orders', icon: ListIcon },
  { key: 'quotes', path: '/quotes', icon: QuoteIcon },
  { key: 'settlement', path: '/settlement', icon: WalletIcon },
];

const isIn = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The tab a path belongs to: its own, or the one whose section it is in (`/orders/12`, `/reviews`). */
export function activeTab(pathname: string): SellerTab | undefined {
  return (
    TABS.find((tab) => tab.path === pathname) ??
    TABS.find(
      (tab) =>
        (tab.path !== '/' && isIn(pathname, tab.path)) || tab.also?.some((path) => isIn(pathname, path)),
    )
  );
}
