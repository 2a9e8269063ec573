import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ProxyMiddleware } from './proxy.middleware';
import { ProxyService } from './proxy.service';
import { UpstreamRegistry } from './upstream-registry';

/**
 * The streaming proxy. Its middleware is mounted for every path; nestjs-pino's (a global module) is mounted
 * before it, so the request id exists and every proxied request is logged.
 */
@Module({
  providers: [UpstreamRegistry, ProxyService, ProxyMiddleware],
  exports: [UpstreamRegistry, ProxyService],
})
export class ProxyModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ProxyMiddleware).forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
