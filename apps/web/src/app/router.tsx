import { createBrowserRouter } from 'react-router';
import { ChunkError } from './chunk-error.tsx';
import { ROUTES } from './route-table.ts';
import { Shell } from './shell.tsx';

/** Spec §9: a page chunk that takes over 120 s to load counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <ChunkError />,
    children: ROUTES.map((route) => ({
      path: route.path,
      handle: { index: route.index },
      errorElement: <ChunkError />,
      lazy: async () => ({ Component: (await withTimeout(route.load())).default }),
    })),
  },
  { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found.tsx')).default }) },
]);
