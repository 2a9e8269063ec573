import { DynamicModule, Module } from '@nestjs/common';
import { DEAD_LETTERS_SCHEMA, DeadLettersController } from './dead-letters.controller';

@Module({})
export class DeadLettersModule {
  static forSchema(schema: string): DynamicModule {
    return {
      module: DeadLettersModule,
      controllers: [DeadLettersController],
      providers: [{ provide: DEAD_LETTERS_SCHEMA, useValue: schema }],
    };
  }
}
