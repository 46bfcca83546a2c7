import type { AdminPermission } from '@market/contract';

export interface MenuEntry {
  /** The screen's path, below /admin/. */
  key: string;
  /** Its label's dictionary key. */
  label: string;
  /** What the admin's role must hold to see the entry and open the screen (decision 041). */
  permission: AdminPermission;
}

/** The screens that work, one entry each (no placeholders), in menu order: decisions 038 and 041. */
export const MENU: readonly MenuEntry[] = [
  // every role holds `dashboard`: where every admin lands
  { key: '/dashboard', label: 'dashboard.menu', permission: 'dashboard' },
  { key: '/applications', label: 'menu.applications', permission: 'applications' },
  { key: '/recharges', label: 'menu.recharges', permission: 'recharges' },
  { key: '/withdrawals', label: 'menu.withdrawals', permission: 'withdrawals' },
  { key: '/adjustments', label: 'adjustments.menu', permission: 'adjustments' },
  { key: '/loans', label: 'loans.menu', permission: 'loans' },
  { key: '/stores', label: 'stores.menu', permission: 'stores' },
  { key: '/products', label: 'catalogue.menuProducts', permission: 'products' },
  { key: '/categories', label: 'catalogue.menuCategories', permission: 'catalogue' },
  { key: '/home-picks', label: 'catalogue.menuHomePicks', permission: 'catalogue' },
  { key: '/messages', label: 'messages.menu', permission: 'messages' },
  { key: '/faqs', label: 'faqs.menu', permission: 'content' },
  { key: '/articles', label: 'articles.menu', permission: 'content' },
  { key: '/users', label: 'users.menu', permission: 'users.view' },
  { key: '/orders', label: 'records.ordersMenu', permission: 'orders' },
  { key: '/ledger', label: 'records.ledgerMenu', permission: 'ledger' },
  { key: '/settings', label: 'settings.menu', permission: 'settings' },
  { key: '/admins', label: 'admins.menu', permission: 'admins' },
  { key: '/audit', label: 'audit.menu', permission: 'audit' },
];

/** The menu entry a path belongs to, if any. */
export const entryOf = (pathname: string): MenuEntry | undefined =>
  MENU.find((entry) => pathname === entry.key || pathname.startsWith(`${entry.key}/`));

/** Where an admin lands: the first screen the role may open. */
export const homeOf = (permissions: readonly AdminPermission[]): string =>
  MENU.find((entry) => permissions.includes(entry.permission))?.key ?? '/forbidden';
