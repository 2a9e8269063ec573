import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { MailService } from '../mail/mail.service';

/** How long one call to the SMS API may take before it counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Sends codes by SMS (issue 24): through the SMS API at SMS_PROVIDER_URL (a Twilio-style form POST with basic
 * auth) when set; otherwise, outside production, the SMS is written where development mail goes (MailService), and
 * in production it is not sent and the failure is logged. Like mail, an SMS is queued and sent after the request
 * answered, so the answer and its timing do not depend on it; a failure is logged, never thrown.
 */
@Injectable()
export class SmsService implements OnApplicationShutdown {
  private readonly logger = new Logger(SmsService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly mail: MailService,
  ) {
    if (!config.SMS_PROVIDER_URL && config.NODE_ENV === 'production') {
      this.logger.warn('SMS_PROVIDER_URL is not set: phone-only accounts cannot get password reset codes');
    }
  }

  queue(phone: string, text: string): void {
    const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send(phone, text));
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  private async send(phone: string, text: string): Promise<void> {
    const { SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, NODE_ENV } = this.config;
    if (!SMS_PROVIDER_URL) {
      if (NODE_ENV === 'production') this.logger.error(`No SMS API is configured: no SMS sent to ${phone}`);
      else this.mail.queueDevelopmentSms(phone, text);
      return;
    }
    try {
      const response = await fetch(SMS_PROVIDER_URL, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${SMS_ACCOUNT_SID}:${SMS_AUTH_TOKEN}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: phone, From: SMS_FROM ?? '', Body: text }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the SMS API answered ${response.status}`);
      this.logger.log(`SMS sent to ${phone}`);
    } catch (error) {
      this.logger.error(`Could not send an SMS to ${phone}: ${(error as Error).message}`);
    }
  }
}
