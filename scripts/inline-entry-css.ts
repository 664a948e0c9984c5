// A Vite plugin for the build: the entry's stylesheet (what every first frame needs: the page's
// colours, fonts and the app's frame) is written into index.html as a <style> element instead of
// a file the page waits for, and its SHA-256 goes into the Content-Security-Policy's style-src, so
// the policy stays strict (no 'unsafe-inline': this one text is allowed, nothing else written into
// the page is). The stylesheet's file is left out of the build, so the service worker precaches
// only the page that carries it.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The CSP source that allows exactly this inline text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Adds `source` to a policy's style-src (index.html's meta tag has one, 'self'). */
export function allowStyle(html: string, source: string): string {
  const policy = /(<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*style-src [^;"]*)/i;
  if (!policy.test(html)) throw new Error('index.html has no style-src in its Content-Security-Policy');
  return html.replace(policy, `$1 ${source}`);
}

export function inlineEntryCss(): Plugin {
  return {
    name: 'dragnet:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const link = /<link rel="stylesheet"(?: crossorigin)? href="\.\/(assets\/[^"]+\.css)">/g;
        const found = [...html.matchAll(link)];
        if (found.length !== 1)
          throw new Error(`index.html links ${found.length} stylesheets, expected the entry's one`);
        const [tag, fileName] = found[0] as RegExpMatchArray & [string, string];
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the build`);
        const css = String(asset.source).trim();
        // Nothing else names the entry's stylesheet (the screens bring their own), so it goes.
        delete bundle[fileName];
        return allowStyle(
          html.replace(tag, () => `<style>${css}</style>`),
          cspHash(css),
        );
      },
    },
  };
}
