import { Module } from '@nestjs/common';
import { ChatDeliveryService } from './chat-delivery.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SessionRevocationListener } from './session-revocation.listener';

@Module({
  providers: [RealtimeGateway, RealtimeService, ChatDeliveryService, SessionRevocationListener],
  exports: [RealtimeService],
})
export class RealtimeModule {}
