import { Module } from '@nestjs/common';
import { ProxyModule } from '../proxy/proxy.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ChatDeliveryService } from './chat-delivery.service';
import { ChatPartiesClient } from './chat-parties.client';
import { ChatTypingRelay } from './chat-typing.relay';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SessionRevocationListener } from './session-revocation.listener';
import { SocketConnectionLimit } from './socket-connection-limit';

@Module({
  imports: [RateLimitModule, ProxyModule],
  providers: [
    RealtimeGateway,
    RealtimeService,
    ChatDeliveryService,
    ChatPartiesClient,
    ChatTypingRelay,
    SessionRevocationListener,
    SocketConnectionLimit,
  ],
  exports: [RealtimeService, SocketConnectionLimit, RealtimeGateway],
})
export class RealtimeModule {}
