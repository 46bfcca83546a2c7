/** Spec §2 shell rules, kept pure so they are unit-tested. */

export interface TabItem {
  key: 'home' | 'product' | 'shop' | 'register' | 'mine';
  path: string;
}

/** The tab bar shows only on paths matching mine, home, product, shop or article-detail. */
export function isTabBarVisible(pathname: string): boolean {
  return pathname === '/' || /^\/(mine|home|product|shop|article-detail)(\/|$)/.test(pathname);
}

/** The footer shows only on home and on paths containing loan. */
export function isFooterVisible(pathname: string): boolean {
  return pathname === '/' || pathname.includes('loan');
}

/** Logged in: four tabs; logged out: register appears before mine. */
export function tabsFor(isLogin: boolean): TabItem[] {
  return [
    { key: 'home', path: '/' },
    { key: 'product', path: '/product' },
    { key: 'shop', path: '/shop' },
    ...(isLogin ? [] : [{ key: 'register' as const, path: '/register' }]),
    { key: 'mine', path: '/mine' },
  ];
}

/** The active tab is the one whose path equals the current path, else the first. */
export function activeTab(tabs: TabItem[], pathname: string): TabItem {
  return tabs.find((tab) => tab.path === pathname) ?? tabs[0]!;
}

/** Slide direction from the ordering indexes of the previous and the next route. */
export function slideDirection(
  previousIndex: number | undefined,
  nextIndex: number,
): 'forward' | 'back' | 'none' {
  if (previousIndex === undefined || previousIndex === nextIndex) return 'none';
  return nextIndex > previousIndex ? 'forward' : 'back';
}
