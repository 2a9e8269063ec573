import { Module } from '@nestjs/common';
import { Clock } from './clock';
import { LocalService } from './local.service';

/** The clock and the gazetteer-backed place rules, shared by shops and product search. */
@Module({
  providers: [Clock, LocalService],
  exports: [Clock, LocalService],
})
export class LocalModule {}
