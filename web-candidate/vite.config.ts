import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same config serves `vite build` (client and --ssr) and the server's dev middleware, which runs
// Vite with this folder as root and loads src/entry-server.tsx through ssrLoadModule.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    // Inlined data: URLs would need extra CSP allowances; hashed files under /assets/ do not.
    assetsInlineLimit: 0,
  },
});
