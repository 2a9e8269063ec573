import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorResponse } from '@app/contracts';
import { requestIdOf } from '../logging/request-id';

/** Answers `{ message, statusCode, requestId }` (the error shape of every service) on a raw Node response. */
export function sendError(
  request: IncomingMessage,
  response: ServerResponse,
  statusCode: number,
  message: string,
): void {
  const body: ErrorResponse = { message, statusCode, requestId: requestIdOf(request) };
  const payload = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  response.end(payload);
}
