import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { IdentityConfig } from './identity.config';

/** The identity service. Its domain modules arrive with their issues; until then it serves health, readiness and docs. */
@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [...serviceInfrastructure({ service: 'identity', schema: 'identity', config, entities: [], migrations: [] })],
    };
  }
}
