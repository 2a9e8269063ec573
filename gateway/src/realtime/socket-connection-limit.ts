import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { clientIpOf, rateLimitClientKey } from '../http/client-address';
import { ThrottledWarning } from '../logging/throttled-warning';
import type { RateLimitRule } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimitStore } from '../rate-limit/rate-limit-store';

/** The path the limit counts under; the handshake is counted as one GET of it. */
const SOCKET_PATH = '/socket.io';

export function socketConnectionRule(perMinute: number): RateLimitRule {
  return { name: 'socket-connect', methods: ['GET'], paths: [SOCKET_PATH], limit: perMinute, windowMs: 60_000 };
}

export function tooManyConnectionsMessage(retryAfterSeconds: number): string {
  return `Too many connections. Please try again in ${retryAfterSeconds} seconds.`;
}

/**
 * New Socket.IO connections per client network (an IPv4 address or an IPv6 /64), SOCKET_CONNECTIONS_PER_MINUTE
 * times RATE_LIMIT_MULTIPLIER a minute, counted in the rate-limit store (Redis, shared by every gateway process,
 * when REDIS_URL is set). Only handshakes count: the requests of a connection already open do not. Should the
 * store fail, the connection goes on, like an HTTP request.
 */
@Injectable()
export class SocketConnectionLimit {
  private readonly limiter: RateLimiter;
  private readonly storeDown = new ThrottledWarning(new Logger(SocketConnectionLimit.name));

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    store: RateLimitStore,
  ) {
    this.limiter = new RateLimiter(store, {
      multiplier: config.RATE_LIMIT_MULTIPLIER,
      rules: [socketConnectionRule(config.SOCKET_CONNECTIONS_PER_MINUTE)],
    });
  }

  /** null when the handshake may go on, else the refusal's message. */
  async refusal(request: IncomingMessage): Promise<string | null> {
    const client = rateLimitClientKey(clientIpOf(request, this.config.TRUST_PROXY));
    try {
      const decision = await this.limiter.check('GET', SOCKET_PATH, client);
      return decision.allowed ? null : tooManyConnectionsMessage(decision.retryAfterSeconds);
    } catch (error) {
      this.storeDown.warn('The rate limit store failed; the socket connects unlimited', error);
      return null;
    }
  }
}
