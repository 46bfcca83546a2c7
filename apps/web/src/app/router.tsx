import { createBrowserRouter } from 'react-router';
import { ChunkError } from '@market/app-kit/chunk-error';
import { loadPage } from '@market/app-kit/load-page';
import { ROUTES } from './route-table.ts';
import { Shell } from './shell.tsx';

/**
 * What shows while the first page's lazy route loads: nothing, as before (the HTML has no markup to
 * keep). Declared so that React Router does not warn of a missing `HydrateFallback` on every load.
 */
function LoadingFirstPage() {
  return null;
}

export const router = createBrowserRouter([
  {
    element: <Shell />,
    HydrateFallback: LoadingFirstPage,
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
    HydrateFallback: LoadingFirstPage,
    lazy: async () => ({ Component: await loadPage(() => import('../pages/not-found.tsx'), ChunkError) }),
  },
]);
