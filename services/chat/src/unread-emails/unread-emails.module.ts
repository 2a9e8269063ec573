import { Module } from '@nestjs/common';
import { UnreadEmailScheduler } from './unread-email.scheduler';
import { UnreadEmailsService } from './unread-emails.service';

@Module({ providers: [UnreadEmailsService, UnreadEmailScheduler] })
export class UnreadEmailsModule {}
