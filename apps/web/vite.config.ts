import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-plugins/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // the update banner asks before a new version takes over (spec §2)
      registerType: 'prompt',
      filename: 'service-worker.js',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'robots.txt'],
      manifest: {
        name: 'Wholesale Marketplace',
        short_name: 'Wholesale',
        description: 'Wholesale stores, products and orders in your pocket',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b57d0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // a visited app opens offline: every route falls back to the precached shell
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // what the entry imports statically loads on every first visit: two chunks (libraries, which
        // change only with a dependency update, and our code) rather than twenty requests; pages and
        // other dynamic imports keep Rolldown's automatic chunks
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
});
