/** Paths the web app never owns: an unmatched request under them is a 404, never index.html. */
export const NON_APP_PREFIXES = ['/api', '/uploads', '/socket.io', '/assets'] as const;

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * True when a request no file matched should get index.html: a GET or HEAD that accepts HTML, outside the API,
 * uploads, Socket.IO and the hashed assets (a missing /assets/x.js must fail loudly, not load the page as script).
 */
export function isAppRoute(method: string, path: string, acceptsHtml: boolean): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!acceptsHtml) return false;
  return !NON_APP_PREFIXES.some((prefix) => underPrefix(path, prefix));
}
