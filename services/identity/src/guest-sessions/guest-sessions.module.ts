import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CookieWriter } from '../http/cookie-writer';
import { SessionCacheModule } from '../session-cache/session-cache.module';
import { GuestSession } from './guest-session.entity';
import { GuestSessionsController } from './guest-sessions.controller';
import { GuestSessionsService } from './guest-sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([GuestSession]), SessionCacheModule],
  controllers: [GuestSessionsController],
  providers: [GuestSessionsService, CookieWriter],
  exports: [GuestSessionsService],
})
export class GuestSessionsModule {}
