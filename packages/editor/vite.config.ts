import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * Two single-page apps in one build: the editor (`index.html`, served for `/config/*` on a site
 * host) and the platform home (`home.html`, served for `/` on the app host). Both load their
 * assets from `/config/assets/`.
 */
export default defineConfig({
  root,
  base: '/config/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page's policy admits our own origin; the preload polyfill would be one more inline
    // script, and every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: `${root}/index.html`,
        home: `${root}/home.html`,
      },
    },
  },
});
