import '@market/app-kit/antd-setup';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { seedFirstPage } from './app/first-page.ts';
import { currentLanguage, initI18n } from './i18n/index.ts';
import { connectSession } from './lib/api.ts';
import { restoreSession, useSession } from './state/session.ts';
import '@market/app-kit/base.css';
import './styles.css';
import './base-utilities.css';

connectSession({
  token: () => useSession.getState().token,
  onUnauthorized: () => {
    useSession.getState().signOut();
    void router.navigate('/login?n=1', { replace: true });
  },
});

// TanStack Query assumes a network until told otherwise: a start offline should wait for it, not fail
onlineManager.setOnline(navigator.onLine);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

await Promise.all([initI18n(), restoreSession()]);
// the first page's answer, when the server put it in the HTML: the page shows without asking
seedFirstPage(queryClient, currentLanguage(), !useSession.getState().isLogin);
// answers carry texts in the language asked for (product titles, decision 039): a new one refetches them
i18next.on('languageChanged', () => void queryClient.invalidateQueries());

// a logged-in user's cart follows them across devices: this device's lines join the server's. A
// chunk of its own, loaded only when logged in, so a visitor's first load carries none of it.
if (useSession.getState().isLogin) {
  void import('./features/cart/index.ts').then(({ startCartSync }) => startCartSync());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
