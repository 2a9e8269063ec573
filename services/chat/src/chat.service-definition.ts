import { ServiceDefinition } from '@app/service-kit';
import { ChatConfig, chatConfigSchema } from './chat.config';
import { ChatModule } from './chat.module';

export const chatService: ServiceDefinition<ChatConfig> = {
  name: 'chat',
  description: 'Conversations and messages between customers and shop owners',
  configSchema: chatConfigSchema,
  rootModule: (config) => ChatModule.forRoot(config),
};
