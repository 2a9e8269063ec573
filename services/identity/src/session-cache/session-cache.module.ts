import { Module } from '@nestjs/common';
import { SessionCacheEraser } from './session-cache-eraser';

/** One Redis connection for forgetting the gateway's cached sessions, shared by sessions and guest sessions. */
@Module({ providers: [SessionCacheEraser], exports: [SessionCacheEraser] })
export class SessionCacheModule {}
