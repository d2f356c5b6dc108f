import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Served by the server under /employer/; the console uses a hash router, so no history fallback is needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/employer/',
  // The files also as .gz and .br beside them: the server sends those, never compressing on the fly.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
