import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { requestProtocolOf } from '../http/client-address';
import { applySecurityHeaders } from './security-headers';

/** First of the gateway's own middleware, so every answer (proxied, static, error, 429, 403) carries the headers. */
@Injectable()
export class SecurityHeadersMiddleware implements NestMiddleware {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  use(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    applySecurityHeaders(response, { https: requestProtocolOf(request, this.config.TRUST_PROXY) === 'https' });
    next();
  }
}
