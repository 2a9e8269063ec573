import { Module } from '@nestjs/common';
import { ProxyModule } from '../proxy/proxy.module';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({
  imports: [ProxyModule],
  controllers: [HealthController],
  providers: [ReadinessService],
})
export class HealthModule {}
