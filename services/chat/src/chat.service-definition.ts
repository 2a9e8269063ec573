import { ServiceDefinition } from '@app/service-kit';
import { ChatConfig, chatConfigSchema } from './chat.config';
import { ChatModule } from './chat.module';
import { ChatService } from './conversations/chat.service';
import { sendMessageLeanWrite } from './conversations/send-message.lean-write';

export const chatService: ServiceDefinition<ChatConfig> = {
  name: 'chat',
  description: 'Conversations and messages between customers and shop owners',
  configSchema: chatConfigSchema,
  rootModule: (config) => ChatModule.forRoot(config),
  leanRoutes: (app) => [sendMessageLeanWrite(app.get(ChatService))],
};
