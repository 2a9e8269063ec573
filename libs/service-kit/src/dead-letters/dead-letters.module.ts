import { DynamicModule, Module } from '@nestjs/common';
import { DEAD_LETTERS_SERVICE, DeadLettersController } from './dead-letters.controller';

/** The admin endpoints of a service's dead letters; the store comes from the (global) MessagingModule. */
@Module({})
export class DeadLettersModule {
  static forService(options: { service: string }): DynamicModule {
    return {
      module: DeadLettersModule,
      controllers: [DeadLettersController],
      providers: [{ provide: DEAD_LETTERS_SERVICE, useValue: options.service }],
    };
  }
}
