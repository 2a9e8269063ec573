import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { IdentityMiddleware, INTERNAL_SECRET } from './identity.middleware';

@Module({})
export class AuthContextModule implements NestModule {
  static forRoot(options: { internalSecret: string }): DynamicModule {
    return {
      module: AuthContextModule,
      providers: [
        { provide: INTERNAL_SECRET, useValue: options.internalSecret },
        IdentityMiddleware,
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(IdentityMiddleware).forRoutes('*path');
  }
}
