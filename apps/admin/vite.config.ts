import { precompress } from '@market/app-kit/precompress';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office: a desktop app under /admin/, no service worker (it is never used offline and
 * must never show a stale queue), `.br`/`.gz` beside each text file like the other apps.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
});
