import { loadPage } from '@market/app-kit/load-page';
import { createBrowserRouter, redirect } from 'react-router';
import { PageError } from '../components/page-error.tsx';
import { Shell } from './shell.tsx';

const lazyPage = (load: Parameters<typeof loadPage>[0]) => async () => ({
  Component: await loadPage(load, PageError),
});

/** The back office lives under /admin/: the router's paths are below that base. */
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      errorElement: <PageError />,
      lazy: lazyPage(() => import('../features/auth/login-page.tsx')),
    },
    {
      element: <Shell />,
      errorElement: <PageError />,
      children: [
        // the shell sends / to the first screen the admin's role may open
        { index: true, element: null },
        {
          path: '/dashboard',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/dashboard/dashboard-page.tsx')),
        },
        {
          path: '/settings',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/settings/settings-page.tsx')),
        },
        {
          path: '/admins',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/admins/admins-page.tsx')),
        },
        {
          path: '/audit',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/audit/audit-page.tsx')),
        },
        {
          path: '/applications',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/applications/applications-page.tsx')),
        },
        {
          path: '/recharges',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/recharges/recharges-page.tsx')),
        },
        {
          path: '/withdrawals',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/withdrawals/withdrawals-page.tsx')),
        },
        {
          path: '/adjustments',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/adjustments/adjustments-page.tsx')),
        },
        {
          path: '/loans',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/loans/loans-page.tsx')),
        },
        {
          path: '/stores',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/stores/stores-page.tsx')),
        },
        {
          path: '/categories',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/catalogue/categories-page.tsx')),
        },
        {
          path: '/products',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/catalogue/products-page.tsx')),
        },
        {
          path: '/home-picks',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/catalogue/home-picks-page.tsx')),
        },
        {
          path: '/messages',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/messages/messages-page.tsx')),
        },
        {
          path: '/faqs',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/faqs/faqs-page.tsx')),
        },
        {
          path: '/articles',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/articles/articles-page.tsx')),
        },
        {
          path: '/users',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/users/users-page.tsx')),
        },
        {
          path: '/orders',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/records/orders-page.tsx')),
        },
        {
          path: '/ledger',
          errorElement: <PageError />,
          lazy: lazyPage(() => import('../features/records/ledger-page.tsx')),
        },
      ],
    },
    { path: '*', loader: () => redirect('/') },
  ],
  // with its slash, as the server redirects /admin to /admin/
  { basename: '/admin/' },
);
