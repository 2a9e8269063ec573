import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ProxyMiddleware } from '../proxy/proxy.middleware';
import { ProxyModule } from '../proxy/proxy.module';
import { RateLimitMiddleware } from '../rate-limit/rate-limit.middleware';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CrossOriginMiddleware } from '../security/cross-origin.middleware';
import { SecurityHeadersMiddleware } from '../security/security-headers.middleware';

/**
 * The path every request takes before the gateway's own routes, in one place so the order cannot drift:
 * nestjs-pino (a global module, mounted first: request id, log line) -> security headers -> rate limits ->
 * cross-origin refusal -> the proxy to the owning service. What the proxy does not take goes on to /health,
 * /ready, /api/docs, the web build and the 404.
 */
@Module({ imports: [ProxyModule, RateLimitModule] })
export class EdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SecurityHeadersMiddleware, RateLimitMiddleware, CrossOriginMiddleware, ProxyMiddleware)
      .forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
