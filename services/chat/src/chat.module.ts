import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { CHAT_CONFIG, ChatConfig } from './chat.config';
import { ConversationReportsModule } from './conversation-reports/conversation-reports.module';
import { ConversationsModule } from './conversations/conversations.module';
import { SeedDemoConversationHandler } from './demo-data/seed-demo-conversation.handler';
import { CreatedChat1763700002000 } from './migrations/1763700002000-CreatedChat';
import { AddedProjectionVersions1763700010000 } from './migrations/1763700010000-AddedProjectionVersions';
import { AddedChatSenderIndex1765017500000 } from './migrations/1765017500000-AddedChatSenderIndex';
import { AddedMessageReadAt1765030000000 } from './migrations/1765030000000-AddedMessageReadAt';
import { AddedConversationBlocks1765030100000 } from './migrations/1765030100000-AddedConversationBlocks';
import { CreatedConversationReports1765030200000 } from './migrations/1765030200000-CreatedConversationReports';
import { AddedUnreadEmails1765030300000 } from './migrations/1765030300000-AddedUnreadEmails';
import { AddedMessageAttachments1765035000000 } from './migrations/1765035000000-AddedMessageAttachments';
import { TouchedConversationsInPlace1765060000100 } from './migrations/1765060000100-TouchedConversationsInPlace';
import { ChatPeopleProjection, ChatShopsProjection } from './projections/chat-projections';
import { UnreadEmailsModule } from './unread-emails/unread-emails.module';

/**
 * The chat service: conversations and messages over REST, published as chat.* events that the gateway pushes to
 * sockets; shops and people are local projections of catalog's and identity's events.
 */
@Module({})
export class ChatModule {
  static forRoot(config: ChatConfig): DynamicModule {
    return {
      module: ChatModule,
      imports: [
        ...serviceInfrastructure({
          service: 'chat',
          schema: 'chat',
          config,
          entities: [],
          migrations: [
            CreatedChat1763700002000,
            AddedProjectionVersions1763700010000,
            AddedChatSenderIndex1765017500000,
            AddedMessageReadAt1765030000000,
            AddedConversationBlocks1765030100000,
            CreatedConversationReports1765030200000,
            AddedUnreadEmails1765030300000,
            AddedMessageAttachments1765035000000,
            TouchedConversationsInPlace1765060000100,
          ],
          // The demo seeding after the projections, so a demo shop is already kept when its conversation is added.
          handlers: [ChatShopsProjection, ChatPeopleProjection, SeedDemoConversationHandler],
        }),
        ConversationsModule,
        ConversationReportsModule,
        UnreadEmailsModule,
      ],
      providers: [{ provide: CHAT_CONFIG, useValue: config }],
      exports: [CHAT_CONFIG],
      global: true,
    };
  }
}
