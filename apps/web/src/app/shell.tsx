import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Footer } from '../features/shell/footer.tsx';
import { ServiceBall } from '../features/shell/service-ball.tsx';
import { TabBar } from '../features/shell/tab-bar.tsx';
import { useWebsite } from '../features/shell/use-website.ts';
import { isFooterVisible, isTabBarVisible, slideDirection } from '../features/shell/shell-rules.ts';

// the service worker registration (workbox-window) waits until the first page has painted; a
// banner that cannot load (offline, not yet cached) is left out rather than failing the shell
const UpdateBanner = lazy(() =>
  import('@market/app-kit/update-banner').then(
    (module) => ({ default: module.UpdateBanner }),
    () => ({ default: () => null }),
  ),
);

function useRouteIndex(): number | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { index?: number } | undefined;
  return handle?.index;
}

/** The frame around every page: banner, sliding page, footer, tab bar and the service ball. */
export function Shell() {
  const { pathname } = useLocation();
  const index = useRouteIndex();
  const previous = useRef<number | undefined>(undefined);
  const direction = useRef<'forward' | 'back' | 'none'>('none');
  const website = useWebsite();

  if (index !== undefined && previous.current !== index) {
    direction.current = slideDirection(previous.current, index);
  }
  useLayoutEffect(() => {
    previous.current = index;
    window.scrollTo(0, 0);
  }, [pathname, index]);

  useLayoutEffect(() => {
    document.title = website?.web_name || 'welcome';
  }, [website?.web_name]);

  const hasTabBar = isTabBarVisible(pathname);
  return (
    <div className={hasTabBar ? 'shell with-tabbar' : 'shell'}>
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
      <main key={pathname} className={`page slide-${direction.current}`}>
        <Outlet />
      </main>
      {isFooterVisible(pathname) && <Footer website={website} />}
      {hasTabBar && <TabBar />}
      {website?.service_url && <ServiceBall url={website.service_url} />}
    </div>
  );
}
