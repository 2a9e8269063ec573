import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's request id when it is a sane token (<= 128 of [A-Za-z0-9._-]), otherwise null. */
export function sanitizeRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : null;
}

/**
 * Decides the id of a request (the caller's sane one or a new UUID), writes it back on the request headers so
 * everything downstream reads one value, and echoes it on the response. Used as pino-http's genReqId.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const id = sanitizeRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  if (!response.headersSent) response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id assigned by assignRequestId (pino-http keeps it as request.id). */
export function requestIdOf(request: IncomingMessage): string | undefined {
  const id: unknown = (request as { id?: unknown }).id ?? request.headers[REQUEST_ID_HEADER];
  return typeof id === 'string' ? id : undefined;
}
