import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ConversationBlocksService } from './conversation-blocks.service';
import { InternalConversationsController } from './internal-conversations.controller';

@Module({
  controllers: [ChatController, InternalConversationsController],
  providers: [ChatService, ConversationBlocksService],
})
export class ConversationsModule {}
