import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { formatWithPattern, MONEY_PATTERN_SAMPLES, readMoneyPattern, type MoneyPattern } from './src/lib/money-pattern';

/** The gateway: the one public door that answers /api, /uploads and Socket.IO (see docs/architecture.md). */
const gatewayUrl = 'http://127.0.0.1:3000';
const backendPrefixes = ['/api', '/uploads', '/socket.io'];

/**
 * Leaf modules (nothing heavy behind their imports) that the landing pages share: icons, the card and picture
 * components, formatting helpers, TanStack Query's infinite query. See the landing-shared chunk group below.
 */
const LANDING_SHARED =
  /[\\/](node_modules[\\/](lucide-react|@tanstack)[\\/]|web[\\/]src[\\/](components[\\/](media|rating|results|filters|local[\\/](?!shops-map-view))|components[\\/]layout[\\/]content-layout|components[\\/]ui[\\/](card|skeleton|badge|input|label)\.tsx|config[\\/]|lib[\\/]|features[\\/](shops|products|reviews|categories)[\\/](api|hooks|components[\\/](shop-card|product-card|category-grid))|app[\\/]favorite-hearts))/;

/**
 * `vite preview` serves the build without a backend. Instead of answering API calls with index.html (the SPA
 * fallback), it answers them with a JSON 503, so the app behaves as it would with the services down: signed out,
 * with its fallbacks.
 */
function previewWithoutBackend(): Plugin {
  return {
    name: 'preview-without-backend',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (
          !backendPrefixes.some(
            (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
          )
        ) {
          next();
          return;
        }
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ message: 'The API is not served by vite preview', statusCode: 503 }));
      });
    },
  };
}

/**
 * The installable app: a web app manifest and a Workbox service worker that precaches the shell's scripts, styles
 * and icons. Pages always come from the network (the gateway writes each page's meta into its HTML), with the
 * offline page when the network is gone; API answers are never handled by the worker, so never stale. A new build
 * waits until the person accepts the update prompt (registerType 'prompt').
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Local Shop Marketplace',
    short_name: 'Local Shops',
    description: 'Find local shops and products near you, save your favourites and message shop owners.',
    lang: 'en-IE',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#059669',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html', 'favicon.svg', 'icons/*.png', 'images/*.svg'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
});

/** Decimals the app formats money with (formatMoney's 0, formatPrice's 2); others go through Intl in the browser. */
const MONEY_DECIMALS = [0, 2];

/**
 * The configured currency's patterns, read from Node's Intl (see src/lib/money-pattern.ts); a pattern that does
 * not give Intl's exact text on every sample amount is left out, and the app then formats with Intl.
 */
function moneyPatterns(mode: string): Record<number, MoneyPattern> {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const locale = env.VITE_LOCALE ?? 'en-IE';
  const currency = env.VITE_CURRENCY ?? 'EUR';
  const patterns: Record<number, MoneyPattern> = {};
  for (const decimals of MONEY_DECIMALS) {
    const pattern = readMoneyPattern(locale, currency, decimals);
    if (!pattern) continue;
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    const exact = MONEY_PATTERN_SAMPLES.every(
      (amount) => formatWithPattern(pattern, amount, decimals) === intl.format(amount),
    );
    if (exact) patterns[decimals] = pattern;
  }
  return patterns;
}

export default defineConfig(({ mode }) => ({
  define: { __MONEY_PATTERNS__: JSON.stringify(moneyPatterns(mode)) },
  plugins: [react(), tailwindcss(), previewWithoutBackend(), installableApp],
  resolve: {
    alias: [
      { find: '@app/contracts', replacement: fileURLToPath(new URL('../libs/contracts/src', import.meta.url)) },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: gatewayUrl },
      '/uploads': { target: gatewayUrl },
      '/socket.io': { target: gatewayUrl, ws: true },
    },
  },
  preview: {
    // No proxy in preview: see previewWithoutBackend.
    proxy: {},
  },
  // Hashed file names under dist/assets (Vite's default) let the gateway cache them immutably.
  // React sits in its own chunk, which keeps its hash (and the browser's cache) from release to release; the rest
  // of the shell is one chunk. Other
  // third-party code is split with the pages that use it (no catch-all vendor chunk): a single vendor chunk would put
  // Stripe, forms and Radix Select in every page's first download and break the route budgets.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: scripts/check-budgets.mjs measures each route's JavaScript from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Everything the entry needs statically goes in one chunk instead of twenty small ones: over HTTP/1.1 a
            // browser opens six connections per host, so each extra file on the critical path costs a round trip.
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // The small modules the landing pages (home, browse, shop page) share: one chunk instead of twenty
            // files of a few hundred bytes, each of which a first visit over HTTP/1.1 waits a round trip for.
            // Only leaf modules shared by two or more chunks land here, so the chunk pulls in nothing else.
            { name: 'landing-shared', test: LANDING_SHARED, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
}));
