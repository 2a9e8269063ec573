import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Deletes expired sessions, guest sessions, old codes and sign-in throttle windows now and then. */
@Injectable()
export class ExpiredRowsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiredRowsSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      await this.dataSource.query('DELETE FROM identity.sessions WHERE expire < now()');
      await this.dataSource.query('DELETE FROM identity.guest_sessions WHERE expires_at < now()');
      await this.dataSource.query(
        "DELETE FROM identity.verification_codes WHERE expires_at < now() - interval '1 day'",
      );
      await this.dataSource.query(
        "DELETE FROM identity.password_reset_tokens WHERE expires_at < now() - interval '1 day'",
      );
      // Sign-in throttling windows (auth/login-lock.ts) that ended a day ago and block nothing count for nothing.
      await this.dataSource.query(
        `DELETE FROM identity.login_throttles
          WHERE window_started_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`,
      );
    } catch (error) {
      this.logger.warn(`Sweeping expired sessions and codes failed: ${(error as Error).message}`);
    }
  }
}
