import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The same config serves `vite build` (client and --ssr) and the server's dev middleware, which runs
// Vite with this folder as root and loads src/entry-server.tsx through ssrLoadModule.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // The browser's files also as .gz and .br beside them: the server sends those, never compressing on the fly.
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'] })])],
  build: {
    // Inlined data: URLs would need extra CSP allowances; hashed files under /assets/ do not.
    assetsInlineLimit: 0,
    // dist/client/.vite/manifest.json: which files each page's module needs, for the server's preload links.
    manifest: !isSsrBuild,
  },
}));
