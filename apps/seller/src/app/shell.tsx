import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../components/redirect.tsx';
import { MerchantGate } from '../features/auth/merchant-gate.tsx';
import { TabNav } from '../features/shell/tab-nav.tsx';
import { TopBar } from '../features/shell/top-bar.tsx';
import { useSession } from '../state/session.ts';

// the service worker registration waits until the first page has painted (as in the buyer app)
const UpdateBanner = lazy(() =>
  import('@market/app-kit/update-banner').then(
    (module) => ({ default: module.UpdateBanner }),
    () => ({ default: () => null }),
  ),
);

/**
 * The frame of every page behind the login: the top bar, the page and the sections' navigation (a
 * bottom tab bar on a phone, a side rail on a wide screen). No token: the login page.
 */
export function Shell() {
  const { pathname } = useLocation();
  const token = useSession((state) => state.token);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (!token) return <Redirect to="/login" />;
  return (
    <div className="seller-shell">
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
      <TopBar />
      <TabNav />
      <main className="seller-page" key={pathname}>
        <MerchantGate>
          <Outlet />
        </MerchantGate>
      </main>
    </div>
  );
}
