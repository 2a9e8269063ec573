import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ProxyMiddleware } from '../proxy/proxy.middleware';
import { EdgeRequestHandler } from './edge-request-handler';
import { ProxyModule } from '../proxy/proxy.module';
import { RateLimitMiddleware } from '../rate-limit/rate-limit.middleware';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CrossOriginMiddleware } from '../security/cross-origin.middleware';
import { SecurityHeadersMiddleware } from '../security/security-headers.middleware';

/**
 * The path every request takes before the gateway's own routes, in one place so the order cannot drift:
 * nestjs-pino (a global module, mounted first: request id, log line) -> security headers -> rate limits ->
 * cross-origin refusal -> the proxy to the owning service. What the proxy does not take goes on to /health,
 * /ready, /api/docs, the web build and the 404. Requests the route table gives to a service take the same steps
 * in the same order without Express (EdgeRequestHandler, installed by createGatewayApp).
 */
@Module({
  imports: [ProxyModule, RateLimitModule],
  // The same middleware once more as providers, for EdgeRequestHandler (the lean path of proxied requests).
  providers: [SecurityHeadersMiddleware, RateLimitMiddleware, CrossOriginMiddleware, EdgeRequestHandler],
  exports: [EdgeRequestHandler],
})
export class EdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SecurityHeadersMiddleware, RateLimitMiddleware, CrossOriginMiddleware, ProxyMiddleware)
      .forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
