import { Module } from '@nestjs/common';
import { AdminConversationReportsController } from './admin-conversation-reports.controller';
import { ConversationReportsController } from './conversation-reports.controller';
import { ConversationReportsService } from './conversation-reports.service';

@Module({
  controllers: [ConversationReportsController, AdminConversationReportsController],
  providers: [ConversationReportsService],
})
export class ConversationReportsModule {}
