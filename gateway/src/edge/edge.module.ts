import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { EdgeRequestHandler } from './edge-request-handler';
import { ProxyModule } from '../proxy/proxy.module';
import { RateLimitMiddleware } from '../rate-limit/rate-limit.middleware';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CrossOriginMiddleware } from '../security/cross-origin.middleware';
import { SecurityHeadersMiddleware } from '../security/security-headers.middleware';

/**
 * The checks every request passes, in one place so the order cannot drift: request id and log line -> security
 * headers -> rate limits -> cross-origin refusal. A request the route table gives to a service takes them in
 * EdgeRequestHandler (installed in front of Express by createGatewayApp), which then proxies it; Express never
 * sees it. Everything else (/health, /ready, /api/docs, the web build, the 404) takes them as Express middleware
 * here, nestjs-pino (a global module) mounted first.
 */
@Module({
  imports: [ProxyModule, RateLimitModule],
  // The same middleware as providers too, for EdgeRequestHandler (the lean path of proxied requests).
  providers: [SecurityHeadersMiddleware, RateLimitMiddleware, CrossOriginMiddleware, EdgeRequestHandler],
  exports: [EdgeRequestHandler],
})
export class EdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SecurityHeadersMiddleware, RateLimitMiddleware, CrossOriginMiddleware)
      .forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
