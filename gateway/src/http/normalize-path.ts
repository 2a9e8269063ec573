/**
 * A request path as the services' router reads it, for matching gateway rules (rate limits, origin exemptions):
 * no query, percent-escapes decoded, lower case (Express routes case-insensitively), no trailing slash. So
 * `/api/auth/LOGIN/` and `/api/auth/%6Cogin` count as `/api/auth/login`.
 */
export function normalizePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const lower = decoded.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True for /api and everything beneath it. */
export function isApiPath(normalizedPath: string): boolean {
  return normalizedPath === '/api' || normalizedPath.startsWith('/api/');
}
