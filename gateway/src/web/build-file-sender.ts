import { stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { Request, Response } from 'express';
import { acceptedEncodings, ENCODING_SUFFIX, precompressedContentType } from './precompressed';
import { cacheControlFor } from './static-cache';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The absolute path of a build file named by a URL path, or undefined when the path leaves the build folder,
 * names a dot file (`/.vite/manifest.json`) or cannot be decoded: those are left to express.static's own rules.
 */
export function buildFilePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const path = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return path.startsWith(`${base}${sep}`) ? path : undefined;
}

export interface SendOptions {
  /** Cache-Control of the answer (the build file's own, by cacheControlFor, unless given). */
  cacheControl?: string;
  /** Called when the file could not be sent (missing, unreadable); express's sendFile error. */
  onError: (error: NodeJS.ErrnoException) => void;
}

/**
 * Sends a build file, as its Brotli or gzip sibling when the browser accepts one and the build wrote it, with the
 * original's Content-Type, `Vary: Accept-Encoding` (a cache must not hand the Brotli bytes to a browser that cannot
 * read them) and the file's cache policy. send (inside sendFile) keeps the ETag, Last-Modified and 304s, per sibling.
 */
export async function sendBuildFile(
  request: Request,
  response: Response,
  root: string,
  relativePath: string,
  options: SendOptions,
): Promise<void> {
  const original = buildFilePath(root, relativePath);
  if (!original) {
    options.onError(Object.assign(new Error('Not a build file'), { code: 'ENOENT' }));
    return;
  }
  const contentType = precompressedContentType(original);
  let path = original;
  if (contentType) {
    response.setHeader('vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const sibling = `${original}${ENCODING_SUFFIX[encoding]}`;
      if (await isFile(sibling)) {
        path = sibling;
        response.setHeader('content-encoding', encoding);
        response.setHeader('content-type', contentType);
        break;
      }
    }
  }
  // Relative to `root`, so send's dot-file rule looks only inside the build (the build folder's own path may have one).
  response.sendFile(
    relative(resolve(root), path),
    {
      root: resolve(root),
      cacheControl: false,
      // Byte ranges of a compressed answer are rarely what a client wants; scripts and pages are never resumed.
      acceptRanges: path === original,
      headers: { 'cache-control': options.cacheControl ?? cacheControlFor(relativePath) },
    },
    (error?: NodeJS.ErrnoException) => {
      if (!error) return;
      // The answer had started when it failed (the browser went away mid-file): nothing can be undone or sent, and
      // touching the headers now would throw out of this callback and end the process.
      if (response.headersSent) return;
      if (path !== original) {
        response.removeHeader('content-encoding');
        response.removeHeader('content-type');
      }
      options.onError(error);
    },
  );
}
