import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Writes `map-tiles.json` beside the pages: the tile URL (`VITE_MAP_TILE_URL`) this build's locations map
 * loads, so the server lets the console's CSP `img-src` take its origin (server/src/map-tiles.ts).
 */
function recordMapTiles(): Plugin {
  let url: string | null = null;
  return {
    name: 'tablica-map-tiles',
    apply: 'build',
    configResolved(config) {
      const setting: unknown = config.env.VITE_MAP_TILE_URL;
      url = typeof setting === 'string' && setting.trim() !== '' ? setting.trim() : null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'map-tiles.json', source: JSON.stringify({ url }) });
    },
  };
}

// Served by the server under /employer/; the console uses a hash router, so no history fallback is needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/employer/',
  // The files also as .gz and .br beside them: the server sends those, never compressing on the fly.
  plugins: [react(), recordMapTiles(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
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
