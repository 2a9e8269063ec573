import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import { REVALIDATED_READ_CACHE } from '../revalidated-read.decorator';

/**
 * Sends a public read's body as Express's `res.json` would for a route marked RevalidatedRead: JSON in UTF-8, a weak
 * ETag of the bytes, `Cache-Control: private, no-cache`, and 304 without a body when the caller's If-None-Match
 * still holds (the same `etag` and `fresh` packages Express uses, so both paths answer alike).
 */
export function sendReadAnswer(request: IncomingMessage, response: ServerResponse, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body) ?? 'null', 'utf8');
  const tag = etag(bytes, { weak: true });
  response.setHeader('Cache-Control', REVALIDATED_READ_CACHE);
  response.setHeader('ETag', tag);
  if (fresh(request.headers, { etag: tag })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  sendJson(response, 200, bytes);
}

/** An error answer (errorResponseOf's body) as the Nest route sends it through HttpErrorFilter. */
export function sendErrorAnswer(response: ServerResponse, body: { statusCode: number }): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  // Nest sets a route's declared headers before its handler runs, so its errors carry them too.
  response.setHeader('Cache-Control', REVALIDATED_READ_CACHE);
  response.setHeader('ETag', etag(bytes, { weak: true }));
  sendJson(response, body.statusCode, bytes);
}

function sendJson(response: ServerResponse, status: number, bytes: Buffer): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
