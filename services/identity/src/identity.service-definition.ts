import { ServiceDefinition } from '@app/service-kit';
import { IdentityConfig, identityConfigSchema } from './identity.config';
import { IdentityModule } from './identity.module';

export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  description: 'Users, customers, shop owners, admins, sessions, verification and guest sessions',
  configSchema: identityConfigSchema,
  rootModule: (config) => IdentityModule.forRoot(config),
};
