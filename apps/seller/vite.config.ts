import { mobileApp } from '@market/app-kit/mobile-app';
import { defineConfig } from 'vite';

export default defineConfig(
  mobileApp({
    base: '/seller/',
    manifest: {
      name: 'Wholesale Marketplace Seller',
      short_name: 'Seller',
      description: 'Your store, its products, orders and earnings',
    },
    networkOnly: [/^\/api\//, /^\/uploads\//],
  }),
);
