import { Module } from '@nestjs/common';
import { ProxyService } from './proxy.service';
import { UpstreamRegistry } from './upstream-registry';

/** The streaming proxy. EdgeRequestHandler hands it a request after the security headers, rate limits and origin check. */
@Module({
  providers: [UpstreamRegistry, ProxyService],
  exports: [UpstreamRegistry, ProxyService],
})
export class ProxyModule {}
