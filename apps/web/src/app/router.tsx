import { createBrowserRouter } from 'react-router';
import { ChunkError } from '@market/app-kit/chunk-error';
import { loadPage } from '@market/app-kit/load-page';
import { ROUTES } from './route-table.ts';
import { Shell } from './shell.tsx';

export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <ChunkError />,
    children: ROUTES.map((route) => ({
      path: route.path,
      handle: { index: route.index },
      errorElement: <ChunkError />,
      lazy: async () => ({ Component: await loadPage(route.load, ChunkError) }),
    })),
  },
  {
    path: '*',
    lazy: async () => ({ Component: await loadPage(() => import('../pages/not-found.tsx'), ChunkError) }),
  },
]);
