import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';

export interface MobileAppOptions {
  /** Where the server serves the app: '/' for the buyer app, '/seller/' for the seller app. */
  base: string;
  manifest: Pick<ManifestOptions, 'name' | 'short_name' | 'description'>;
  /** Navigations the service worker leaves to the network: the API, files, the other apps. */
  networkOnly: RegExp[];
}

const THEME = '#0b57d0';

/**
 * The Vite config of an installable antd-mobile app: React, a service worker scoped to `base`
 * that precaches the shell and answers every navigation under it offline, `.br`/`.gz` beside each
 * text file, and two start-up chunks. The buyer and seller apps differ only in these options.
 */
const STARTUP_CHUNKS = new Set(['vendor', 'index']);
const isNamedChunk = (name: string) => STARTUP_CHUNKS.has(name) || name.endsWith('-page');

export function mobileApp({ base, manifest, networkOnly }: MobileAppOptions): UserConfig {
  return {
    base,
    plugins: [
      react(),
      VitePWA({
        // the update banner asks before a new version takes over (spec §2)
        registerType: 'prompt',
        filename: 'service-worker.js',
        injectRegister: false,
        scope: base,
        includeAssets: ['icons/icon.svg', 'robots.txt'],
        manifest: {
          ...manifest,
          id: base,
          start_url: base,
          scope: base,
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME,
          icons: [
            { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
            { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
            {
              src: `${base}icons/maskable-512.png`,
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
          // a visited app opens offline: every route falls back to the precached shell
          navigateFallback: `${base}index.html`,
          navigateFallbackDenylist: networkOnly,
          cleanupOutdatedCaches: true,
        },
      }),
      precompress(),
    ],
    build: {
      target: 'es2022',
      // every browser of es2022 but Safari 16 preloads modules itself; there a lazy page's chunks
      // simply load when imported, so the polyfill's 0.35 KB is not worth every first visit
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // the start-up chunk lists every lazy chunk and style sheet a page may need (Vite's
          // preload map, 170 files): the pieces pages share are named by their hash alone, which
          // keeps that list lighter on the first visit; the start-up chunks and the route pages
          // (`*-page`, what a reader of the network panel, or a journey, looks for) keep their names
          chunkFileNames: (chunk) =>
            isNamedChunk(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // what the entry imports statically loads on every first visit: two chunks (libraries,
          // which change only with a dependency update, and our code) rather than twenty requests;
          // pages and other dynamic imports keep Rolldown's automatic chunks
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
  };
}
