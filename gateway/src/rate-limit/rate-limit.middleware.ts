import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, NestMiddleware, Optional } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { clientIpOf, rateLimitClientKey } from '../http/client-address';
import { normalizePath } from '../http/normalize-path';
import { sendError } from '../http/send-error';
import { ThrottledWarning } from '../logging/throttled-warning';
import { RateLimiter } from './rate-limiter';
import { RateLimitStore } from './rate-limit-store';
import { SYNCED_RATE_LIMIT_STORE } from './synced-rate-limit-store';

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

/**
 * Counts every /api request against the rules of rate-limit-rules.ts and answers 429 with Retry-After when a
 * client is over one. Should the store fail outright, the request goes on: a limiter fault must not close the site.
 */
@Injectable()
export class RateLimitMiddleware implements NestMiddleware {
  private readonly limiter: RateLimiter;
  private readonly storeDown = new ThrottledWarning(new Logger(RateLimitMiddleware.name));

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    store: RateLimitStore,
    @Optional() @Inject(SYNCED_RATE_LIMIT_STORE) syncedStore: RateLimitStore | null = null,
  ) {
    this.limiter = new RateLimiter(store, {
      multiplier: config.RATE_LIMIT_MULTIPLIER,
      syncedStore: syncedStore ?? undefined,
    });
  }

  use(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void {
    const path = normalizePath(request.originalUrl ?? request.url ?? '/');
    const client = rateLimitClientKey(clientIpOf(request, this.config.TRUST_PROXY));
    this.limiter.check(request.method ?? 'GET', path, client).then(
      (decision) => {
        if (decision.allowed) {
          next();
          return;
        }
        response.setHeader('retry-after', String(decision.retryAfterSeconds));
        sendError(request, response, 429, tooManyRequestsMessage(decision.retryAfterSeconds));
      },
      (error: unknown) => {
        this.storeDown.warn('The rate limit store failed; the request goes on unlimited', error);
        next();
      },
    );
  }
}
