#!/usr/bin/env node
/**
 * Runs after `vite build` (see web/package.json): renders the landing pages' first screen with the app's own
 * components (src/prerender/render-landing.tsx, loaded through Vite in production mode) and writes each into
 * dist/.prerendered/<route>.html, where the gateway reads it (gateway/src/web/seo/prerendered-pages.ts). The dot
 * folder is never served as a file.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { createServer } = await import('vite');

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
  const { PRERENDERED_PAGES, renderLanding } = await vite.ssrLoadModule('/src/prerender/render-landing.tsx');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  for (const [route, path] of Object.entries(PRERENDERED_PAGES)) {
    const html = await renderLanding(path);
    writeFileSync(join(output, `${route}.html`), html);
    console.log(`prerendered ${path} as ${route} (${html.length} bytes)`);
  }
} finally {
  await vite.close();
}
