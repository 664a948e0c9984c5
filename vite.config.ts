/// <reference types="vitest/config" />
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './scripts/inline-entry-css';

const THEME = '#1b2430';

export default defineConfig({
  // Every address in the build is relative to the page, so dist/ works unchanged from a site's root
  // or a sub-path (a GitHub Pages project site, https://NAME.github.io/dragnet/): the scripts,
  // styles, icons, workers, the manifest and the service worker with its scope (the folder).
  base: './',
  plugins: [
    preact(),
    // The first frame's styles come in index.html itself, allowed by their hash in its CSP.
    inlineEntryCss(),
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
        // The worker loads this script itself (the browser keeps it with the worker).
        globIgnores: ['**/node_modules/**/*', 'sw-deep-links.js'],
        // A page opened in the app's folder gets the app's page; one deeper is sent to the folder.
        navigateFallback: 'index.html',
        importScripts: ['sw-deep-links.js'],
      },
    }),
  ],
  // The manifest tells `npm run bench` which files a page load fetches (scripts/bench-app.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the build targets loads modules; one without <link rel="modulepreload"> (Safari
    // before 17) fetches a screen's imports when it runs it instead, so no polyfill on every load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything a page load runs before its first screen (preact, signals, the rules, the
        // store, the app shell) is one chunk, the entry: the screens loaded on demand import
        // preact and the rest from it. Without this group Rolldown cuts that code into five
        // chunks by which lazy screens share which part, all downloaded on every page load anyway,
        // and each cut costs its own import and export lists and compresses worse (1.7 KB gzip).
        // A language's dictionary and the words its messages share are one file (the rules'
        // messages, loaded after the first frame, import them from it): no extra request before
        // the first frame.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'en', test: /src\/(ui\/i18n\/en|words\/basics-en)\.ts$/ },
            { name: 'de', test: /src\/(ui\/i18n\/de|words\/basics-de)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    reporters: ['default', './tests/plain-reporter.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup-i18n.ts', './tests/setup-waits.ts'],
    // A limit against a hung test, not a speed target (those are bench figures): the screens'
    // tests render whole games, which took over 20 s with the machine busy beside a CI run.
    testTimeout: 120_000,
  },
});
