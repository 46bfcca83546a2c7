import { mobileApp } from '@market/app-kit/mobile-app';
import { defineConfig } from 'vite';

const app = mobileApp({
  base: '/',
  manifest: {
    name: 'Wholesale Marketplace',
    short_name: 'Wholesale',
    description: 'Wholesale stores, products and orders in your pocket',
  },
  // the seller app under /seller/ has its own shell and service worker
  networkOnly: [/^\/api\//, /^\/uploads\//, /^\/healthz/, /^\/readyz/, /^\/seller(\/|$)/, /^\/admin(\/|$)/],
});

export default defineConfig({
  ...app,
  resolve: {
    // React on Preact (decision 058): React DOM alone was 62 of the home's 150 KB gzip of JavaScript;
    // preact/compat runs the same components, React Router, antd-mobile and TanStack Query in ~11
    alias: [
      { find: /^react$/, replacement: new URL('build/react-on-preact.js', import.meta.url).pathname },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
});
