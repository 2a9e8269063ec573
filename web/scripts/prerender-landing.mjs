#!/usr/bin/env node
/**
 * Runs after `vite build` (see web/package.json): renders the landing pages' first screen with the app's own
 * components (src/prerender/render-landing.tsx, loaded through Vite in production mode) and writes each into
 * dist/.prerendered/<route>.html, where the gateway reads it (gateway/src/web/seo/prerendered-screens.ts). Then
 * bundles src/prerender/shop-screen-worker.ts (src/prerender/render-shop.tsx with React and everything it imports)
 * into one CommonJS file, dist/.prerendered/shop-renderer/render-shop.cjs, which the gateway runs as a worker thread
 * to render each public shop's first screen with the shop in it (gateway/src/web/seo/shop-screen.renderer.ts). The
 * dot folder is never served as a file.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { build, createServer } = await import('vite');

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(webRoot, 'dist', '.prerendered');

const vite = await createServer({
  root: webRoot,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { PRERENDERED_PAGES, renderFirstScreen } = await vite.ssrLoadModule('/src/prerender/render-landing.tsx');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  for (const [route, path] of Object.entries(PRERENDERED_PAGES)) {
    const html = await renderFirstScreen(path);
    writeFileSync(join(output, `${route}.html`), html);
    console.log(`prerendered ${path} as ${route} (${html.length} bytes)`);
  }
} finally {
  await vite.close();
}

/** The shop screen's renderer for the gateway: one self-contained file, so the gateway needs no web dependency. */
await build({
  root: webRoot,
  mode: 'production',
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/shop-screen-worker.ts',
    outDir: join(output, 'shop-renderer'),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'render-shop.cjs', codeSplitting: false } },
  },
});
// The app's plugins also write their files (the web app manifest) there: only the bundle is wanted.
const rendererFolder = join(output, 'shop-renderer');
for (const name of readdirSync(rendererFolder)) {
  if (name !== 'render-shop.cjs') rmSync(join(rendererFolder, name), { recursive: true });
}
console.log(`bundled the shop screen renderer into ${join(output, 'shop-renderer', 'render-shop.cjs')}`);
