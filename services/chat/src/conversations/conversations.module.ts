import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ConversationBlocksService } from './conversation-blocks.service';

@Module({
  controllers: [ChatController],
  providers: [ChatService, ConversationBlocksService],
})
export class ConversationsModule {}
