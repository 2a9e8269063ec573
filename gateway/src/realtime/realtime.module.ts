import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ChatDeliveryService } from './chat-delivery.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SessionRevocationListener } from './session-revocation.listener';
import { SocketConnectionLimit } from './socket-connection-limit';

@Module({
  imports: [RateLimitModule],
  providers: [RealtimeGateway, RealtimeService, ChatDeliveryService, SessionRevocationListener, SocketConnectionLimit],
  exports: [RealtimeService, SocketConnectionLimit, RealtimeGateway],
})
export class RealtimeModule {}
