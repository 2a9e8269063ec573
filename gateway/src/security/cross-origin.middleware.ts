import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { requestOriginOf } from '../http/client-address';
import { normalizePath } from '../http/normalize-path';
import { sendError } from '../http/send-error';
import { CROSS_ORIGIN_REFUSED, isOriginAllowed, STATE_CHANGING_METHODS } from './cross-origin';

/** Refuses state-changing /api requests sent by a page of another origin (403), before any service sees them. */
@Injectable()
export class CrossOriginMiddleware implements NestMiddleware {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  use(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void {
    const method = request.method ?? 'GET';
    // Reads are never refused: skip working out the path and the origin for them (most requests).
    if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) {
      next();
      return;
    }
    const allowed = isOriginAllowed(
      {
        method,
        path: normalizePath(request.originalUrl ?? request.url ?? '/'),
        headers: request.headers,
        ownOrigin: requestOriginOf(request, this.config.TRUST_PROXY),
      },
      this.config.ALLOWED_ORIGINS,
    );
    if (allowed) next();
    else sendError(request, response, 403, CROSS_ORIGIN_REFUSED);
  }
}
