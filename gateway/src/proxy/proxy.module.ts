import { Module } from '@nestjs/common';
import { ProxyMiddleware } from './proxy.middleware';
import { ProxyService } from './proxy.service';
import { UpstreamRegistry } from './upstream-registry';

/** The streaming proxy. EdgeModule mounts its middleware after the security headers, rate limits and origin check. */
@Module({
  providers: [UpstreamRegistry, ProxyService, ProxyMiddleware],
  exports: [UpstreamRegistry, ProxyService, ProxyMiddleware],
})
export class ProxyModule {}
