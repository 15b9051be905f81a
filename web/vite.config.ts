import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_SHELL_FILE, PRERENDERED_PATHS } from './src/config/page-files.ts';
import { SITE_NAME, SITE_SHORT_NAME } from '../contracts/brand.ts';
import { iconSprite } from './vite-plugins/icon-sprite.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { parseSiteUrl, seoFiles } from './vite-plugins/seo-files.ts';
import { webManifestFile } from './vite-plugins/web-manifest.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router|clsx)[\\/]/;
const SHARED_MODULES =
  /web[\\/]src[\\/](components[\\/]ui[\\/](?!dialog|form-field|badge)|lib[\\/](when-idle|use-debounced-value|use-hydrated|api-error)\.|lib[\\/]auth[\\/]use-api-client)|contracts[\\/]assistant-limits/;

const apiTarget = process.env.API_PROXY_TARGET || 'http://127.0.0.1:3001';

export default defineConfig({
  root: webDir,
  plugins: [
    react(),
    tailwindcss(),
    iconSprite({ iconModule: fromWeb('./src/components/sprite-icon.tsx') }),
    // The product name lives in one constant; the static page shell takes it from there.
    { name: 'site-name', transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', SITE_NAME) },
    seoFiles({ pagePaths: PRERENDERED_PATHS }),
    webManifestFile({
      name: SITE_NAME,
      shortName: SITE_SHORT_NAME,
      description: 'Dental answers by text or voice, and dental offices near your ZIP code.',
      themeColor: '#0f766e',
      backgroundColor: '#ffffff',
    }),
    prerender({
      serverEntry: fromWeb('./src/entry-server.tsx'),
      serverOutDir: fromWeb('./.ssr'),
      siteUrl: process.env.SITE_URL ? parseSiteUrl(process.env.SITE_URL) : null,
      shellFile: APP_SHELL_FILE,
    }),
  ],
  resolve: {
    alias: [
      { find: '@contracts', replacement: fromWeb('../contracts') },
      { find: '@', replacement: fromWeb('./src') },
      // Schemas validate without compiling code at run time, as the CSP requires.
      { find: /^zod\/mini$/, replacement: fromWeb('./src/lib/zod-browser.ts') },
    ],
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    // No polyfill: a browser without module preloading (older Safari and Firefox) just skips the
    // hints and fetches the modules as it meets them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router: the same on every page, cached across releases of the app.
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
            // Small building blocks nearly every page uses, in one file rather than a dozen.
            { name: 'shared', test: SHARED_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The local stack serves the API and the runtime configuration; Vite serves the app.
    proxy: { '/api': { target: apiTarget }, '/config.json': { target: apiTarget } },
  },
  preview: {
    host: '127.0.0.1',
  },
});
