import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import { LeanAnswer, type LeanRoute } from './lean-route';

/**
 * Sends a lean route's body (with a LeanAnswer's headers first) as Express's `res.json` sends it for the Nest route: JSON in UTF-8 with a weak ETag of
 * the bytes (the same `etag` and `fresh` packages Express uses, so both paths answer alike), the route's
 * Cache-Control, and for a read 304 without a body when the caller's If-None-Match still holds.
 */
export function sendLeanAnswer(
  route: LeanRoute,
  request: IncomingMessage,
  response: ServerResponse,
  answer: unknown,
): void {
  let body = answer;
  if (answer instanceof LeanAnswer) {
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    body = answer.body;
  }
  const bytes = Buffer.from(JSON.stringify(body) ?? 'null', 'utf8');
  const tag = etag(bytes, { weak: true });
  if (route.cacheControl !== null) response.setHeader('Cache-Control', route.cacheControl);
  response.setHeader('ETag', tag);
  if (route.kind === 'read' && fresh(request.headers, { etag: tag })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  sendJson(response, route.status, bytes);
}

/** An error answer (errorResponseOf's body) as the Nest route sends it through HttpErrorFilter. */
export function sendErrorAnswer(route: LeanRoute, response: ServerResponse, body: { statusCode: number }): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  // Nest sets a route's declared headers before its handler runs, so its errors carry them too.
  if (route.cacheControl !== null) response.setHeader('Cache-Control', route.cacheControl);
  response.setHeader('ETag', etag(bytes, { weak: true }));
  sendJson(response, body.statusCode, bytes);
}

function sendJson(response: ServerResponse, status: number, bytes: Buffer): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
