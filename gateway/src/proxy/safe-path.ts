/**
 * True when a request path cannot be read two ways: no dot segments, empty segments, backslashes or encoded
 * slashes (raw or percent-encoded), so the service a path routes to is the service that interprets it.
 */
export function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('\\') || path.includes('//')) return false;
  if (/%(2f|5c|00)/i.test(path)) return false;
  return path
    .split('/')
    .map((segment) => segment.replace(/%2e/gi, '.'))
    .every((segment) => segment !== '.' && segment !== '..');
}
