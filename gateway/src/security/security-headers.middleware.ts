import { Injectable, NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from './security-headers';

/** First of the gateway's own middleware, so every answer (proxied, static, error, 429, 403) carries the headers. */
@Injectable()
export class SecurityHeadersMiddleware implements NestMiddleware {
  use(_request: IncomingMessage, response: ServerResponse, next: () => void): void {
    applySecurityHeaders(response);
    next();
  }
}
