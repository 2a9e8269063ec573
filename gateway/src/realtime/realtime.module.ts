import { Module } from '@nestjs/common';
import { ChatDeliveryService } from './chat-delivery.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

@Module({
  providers: [RealtimeGateway, RealtimeService, ChatDeliveryService],
  exports: [RealtimeService],
})
export class RealtimeModule {}
