import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppConfig } from './app/app-config.tsx';
import { router } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { connectSession } from './lib/api.ts';
import { useSession } from './state/session.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// a 401 anywhere: the admin's session ends and the login page opens (other apps' sessions untouched)
connectSession(() => {
  useSession.getState().signOut(true);
  queryClient.clear();
  void router.navigate('/login?n=1', { replace: true });
});

await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppConfig router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
