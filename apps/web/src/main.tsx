import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { setLoginRedirect } from './lib/api.ts';
import { restoreSession } from './stores/session.ts';
import './styles.css';

// antd-mobile's Toast, Dialog and friends render nothing on React 19 without this
unstableSetRender((node, container) => {
  const element = container as Element & { _reactRoot?: Root };
  element._reactRoot ??= createRoot(element);
  element._reactRoot.render(node);
  return async () => {
    await Promise.resolve();
    element._reactRoot?.unmount();
    delete element._reactRoot;
  };
});

setLoginRedirect(() => void router.navigate('/login?n=1', { replace: true }));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

await Promise.all([initI18n(), restoreSession()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
