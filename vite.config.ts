/// <reference types="vitest/config" />
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#1b2430';

export default defineConfig({
  plugins: [
    preact(),
    VitePWA({
      // A new version waits until the players accept it between games (STYLE.md rule 12), so the
      // app registers the worker itself (src/ui/platform/service-worker.ts): no injected script,
      // which the Content-Security-Policy in index.html would refuse anyway.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        name: 'Dragnet',
        short_name: 'Dragnet',
        description:
          "The detectives' companion for the Scotland Yard board game: shows every station Mister X could be on.",
        lang: 'en',
        theme_color: THEME,
        background_color: THEME,
        display: 'standalone',
        orientation: 'any',
        start_url: '.',
        scope: '.',
        categories: ['games', 'utilities'],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The first page is controlled at once, so it already starts offline on the next load.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // Icons and the manifest are added by the plugin (includeAssets, manifest icons): matching
        // them here too would list them twice.
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: 'index.html',
      },
    }),
  ],
  // The manifest tells `npm run bench` which files a page load fetches (scripts/bench-app.ts).
  // No modulepreload polyfill: every browser that runs the app follows a dynamic import on its own;
  // one without modulepreload (Safari before 17) fetches a screen's parts as it imports them, and
  // the page load is 0.24 KB lighter for all.
  build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    reporters: ['default', './tests/plain-reporter.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup-i18n.ts'],
  },
});
