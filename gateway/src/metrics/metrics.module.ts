import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { GatewayMetrics } from './gateway-metrics';

@Module({ imports: [RealtimeModule], providers: [GatewayMetrics], exports: [GatewayMetrics] })
export class MetricsModule {}
