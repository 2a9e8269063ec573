import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { acceptedEncodings, type ContentEncoding } from '../web/precompressed';

/** Below this a compressed answer saves less than its headers cost (as for the web build's files). */
export const MIN_COMPRESSED_BYTES = 1024;

/** JSON answers (lists of shops and products are tens of KB, a fifth of that compressed); not streams. */
const COMPRESSIBLE_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The encoding the gateway compresses a service's answer with on its way to the client, or null to pass it through
 * as it came: only a JSON body of some size, to a client that accepts Brotli or gzip, that nobody compressed yet
 * and that does not forbid it (Cache-Control: no-transform).
 */
export function proxiedResponseEncoding(
  method: string | undefined,
  status: number,
  requestHeaders: IncomingHttpHeaders,
  responseHeaders: IncomingHttpHeaders,
): ContentEncoding | null {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return null;
  if (responseHeaders['content-encoding'] || !COMPRESSIBLE_TYPE.test(responseHeaders['content-type'] ?? ''))
    return null;
  if (/\bno-transform\b/i.test(responseHeaders['cache-control'] ?? '')) return null;
  const length = responseHeaders['content-length'];
  if (length !== undefined && Number(length) < MIN_COMPRESSED_BYTES) return null;
  return acceptedEncodings(requestHeaders['accept-encoding'])[0] ?? null;
}

/**
 * The client's headers for an answer the gateway compresses: no Content-Length (the body is streamed), the
 * encoding, `Vary: Accept-Encoding`, and a strong ETag made weak (the bytes are no longer the service's).
 */
export function compressedResponseHeaders(
  headers: OutgoingHttpHeaders,
  encoding: ContentEncoding,
): OutgoingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers;
  const vary = [rest.vary].flat().filter(Boolean).join(', ');
  const etag = typeof rest.etag === 'string' && !rest.etag.startsWith('W/') ? `W/${rest.etag}` : rest.etag;
  return {
    ...rest,
    'content-encoding': encoding,
    vary: /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    ...(etag === undefined ? {} : { etag }),
  };
}

/** A streaming compressor: Brotli at a fast quality (a few KB take well under a millisecond), or gzip. */
export function createCompressor(encoding: ContentEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}
