/**
 * Choosing a precompressed sibling of a web build file. The web build writes `<file>.br` and `<file>.gz` next to
 * each text file (web/scripts/compress-assets.mjs); the gateway sends one of them when the browser accepts it.
 */
export type ContentEncoding = 'br' | 'gzip';

/** The sibling's suffix per encoding. */
export const ENCODING_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Content types of the files the build precompresses (the sibling's own extension would say .br or .gz). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** The Content-Type of a compressible build file, or undefined when the build never precompresses its kind. */
export function precompressedContentType(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return undefined;
  return CONTENT_TYPES[path.slice(dot).toLowerCase()];
}

/** Our preference when the browser rates both the same: Brotli is about 15% smaller than gzip on our scripts. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** The quality a browser gave an encoding in Accept-Encoding (RFC 9110 12.5.3); `*` covers unnamed ones. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((text) => text.trim());
      if (key?.toLowerCase() === 'q') quality = Number.isFinite(Number(value)) ? Number(value) : 0;
    }
    found.set(name === 'x-gzip' ? 'gzip' : name, quality);
  }
  return found;
}

/**
 * The encodings the browser accepts, best first: highest quality, ties broken by our preference. q=0 refuses an
 * encoding. Without the header a browser accepts any encoding (RFC 9110), but we send plain bytes then: only
 * a client that names an encoding gets one.
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentEncoding[] {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return [];
  const rated = qualities(text);
  const wildcard = rated.get('*');
  return PREFERENCE.map((encoding) => ({ encoding, quality: rated.get(encoding) ?? wildcard ?? 0 }))
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ encoding }) => encoding);
}
