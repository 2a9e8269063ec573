import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CHAT_CONFIG, ChatConfig } from '../chat.config';
import { UnreadEmailsService } from './unread-emails.service';

/** Runs the unread e-mail pass every CHAT_UNREAD_EMAIL_POLL_MS, one pass at a time, and lets the last finish. */
@Injectable()
export class UnreadEmailScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnreadEmailScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly unreadEmails: UnreadEmailsService,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.CHAT_UNREAD_EMAIL_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.unreadEmails
      .requestDue()
      .then((count) => {
        if (count > 0) this.logger.log(`Requested ${count} unread message e-mail(s)`);
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'The unread message e-mail pass failed'))
      .finally(() => (this.running = undefined));
  }
}
