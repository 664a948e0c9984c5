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
  let inlined: string | null = null;
  let entryScript: string | null = null;
  return {
    name: 'dragnet:inline-entry-css',
    apply: 'build',
    // Every chunk that imports the entry lists the entry's styles among what to load with it
    // (Vite's preload helper, which adds a <link> for each stylesheet not yet linked): named as the
    // entry's script instead, which the page has run, the helper asks for nothing more.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!inlined || !entryScript)
          throw new Error("the entry's stylesheet was not inlined before the chunks were written");
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = chunk.code.replaceAll(`"./${inlined}"`, `"./${entryScript}"`);
        }
      },
    },
    // A screen that still asked for the file would fail to load where the host answers 404.
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (inlined && chunk.type === 'chunk' && chunk.code.includes(inlined)) {
          throw new Error(`${chunk.fileName} loads ${inlined}, which is inline in index.html`);
        }
      }
    },
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
        // The file goes; the screens that list it among the styles to load with them are told
        // below that the page has it (generateBundle), and writeBundle checks that none names it.
        inlined = fileName.replace(/^assets\//, '');
        entryScript =
          /<script type="module" crossorigin src="\.\/assets\/([^"]+\.js)"><\/script>/.exec(html)?.[1] ?? null;
        if (!entryScript) throw new Error('index.html has no entry script');
        delete bundle[fileName];
        return allowStyle(
          html.replace(tag, () => `<style>${css}</style>`),
          cspHash(css),
        );
      },
    },
  };
}
