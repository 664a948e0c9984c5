// Run by the service worker before its own routes (vite.config.ts, workbox.importScripts). The
// app's files are named relative to its folder, so a page opened deeper inside it (a typed or
// bookmarked address such as dragnet/some/link) would look for them in the wrong folder: such a
// page is sent to the app's own address instead. Pages in the app's folder are left to workbox.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const scope = self.registration.scope;
  const url = event.request.url;
  if (!url.startsWith(scope) || !url.slice(scope.length).split(/[?#]/)[0].includes('/')) return;
  // Workbox's own listener would answer it too (with the app's page in the wrong folder).
  event.stopImmediatePropagation();
  event.respondWith(Response.redirect(scope, 302));
});
