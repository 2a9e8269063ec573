import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { ChatConfig } from './chat.config';

/** The chat service. Its domain modules arrive with their issues; until then it serves health, readiness and docs. */
@Module({})
export class ChatModule {
  static forRoot(config: ChatConfig): DynamicModule {
    return {
      module: ChatModule,
      imports: [...serviceInfrastructure({ service: 'chat', schema: 'chat', config, entities: [], migrations: [] })],
    };
  }
}
