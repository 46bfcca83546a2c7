import { mobileApp } from '@market/app-kit/mobile-app';
import { defineConfig } from 'vite';

export default defineConfig(
  mobileApp({
    base: '/',
    manifest: {
      name: 'Wholesale Marketplace',
      short_name: 'Wholesale',
      description: 'Wholesale stores, products and orders in your pocket',
    },
    // the seller app under /seller/ has its own shell and service worker
    networkOnly: [/^\/api\//, /^\/uploads\//, /^\/healthz/, /^\/readyz/, /^\/seller(\/|$)/, /^\/admin(\/|$)/],
  }),
);
