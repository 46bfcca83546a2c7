import '@market/app-kit/antd-setup';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { connectSession } from './lib/api.ts';
import { useSession } from './state/session.ts';
import '@market/app-kit/base.css';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// a 401 anywhere: the seller's session ends and its login page opens (the buyer's is untouched)
connectSession(() => {
  useSession.getState().signOut();
  queryClient.clear();
  void router.navigate('/login?n=1', { replace: true });
});

onlineManager.setOnline(navigator.onLine);
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
