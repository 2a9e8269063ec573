import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuestSessionsModule } from '../guest-sessions/guest-sessions.module';
import { SessionCacheModule } from '../session-cache/session-cache.module';
import { ExpiredRowsSweeper } from './expired-rows.sweeper';
import { InternalSessionsController } from './internal-sessions.controller';
import { Session } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session]), GuestSessionsModule, SessionCacheModule],
  controllers: [InternalSessionsController],
  providers: [SessionsService, ExpiredRowsSweeper],
  exports: [SessionsService],
})
export class SessionsModule {}
