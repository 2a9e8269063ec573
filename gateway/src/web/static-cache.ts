/** Vite's content-hashed build output: a changed file gets a new name, so it can be cached for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other files of the build (favicon, robots.txt, images in public/) keep their names across builds. */
export const SHORT_CACHE = 'public, max-age=3600';
/** The entry page names the current hashed assets, so it is revalidated on every load. */
export const NO_CACHE = 'no-cache';

/** The build's files that are not content-hashed but must never be served from an HTTP cache. */
export const SERVICE_WORKER_FILES: ReadonlySet<string> = new Set(['sw.js', 'manifest.webmanifest']);

/** Cache-Control for a file of the web build, by its path relative to the build folder ('/' separated). */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (path === 'index.html' || path.endsWith('.html')) return NO_CACHE;
  // The service worker and the manifest name the current build's files; a stale copy would keep an old build.
  if (SERVICE_WORKER_FILES.has(path)) return NO_CACHE;
  if (path.startsWith('assets/')) return IMMUTABLE_CACHE;
  return SHORT_CACHE;
}
