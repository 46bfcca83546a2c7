import { ChunkError } from '@market/app-kit/chunk-error';
import { loadPage } from '@market/app-kit/load-page';
import { createBrowserRouter } from 'react-router';
import { ROUTES } from './route-table.ts';
import { Shell } from './shell.tsx';

const lazyPage = (load: Parameters<typeof loadPage>[0]) => async () => ({
  Component: await loadPage(load, ChunkError),
});

/** The seller app lives under /seller/: the router's paths are below that base. */
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      errorElement: <ChunkError />,
      lazy: lazyPage(() => import('../features/auth/login-page.tsx')),
    },
    {
      element: <Shell />,
      errorElement: <ChunkError />,
      children: ROUTES.map((route) => ({
        path: route.path,
        errorElement: <ChunkError />,
        lazy: lazyPage(route.load),
      })),
    },
    { path: '*', lazy: lazyPage(() => import('../pages/not-found.tsx')) },
  ],
  // with its slash: the store center is /seller/, inside the service worker's scope
  { basename: '/seller/' },
);
