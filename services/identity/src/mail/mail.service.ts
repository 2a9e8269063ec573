import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import {
  chatUnreadMail,
  codesBlockedMail,
  mailFileName,
  MailContent,
  passwordResetMail,
  ReceiptMailFacts,
  receiptMail,
  ReminderKind,
  subscriptionReminderMail,
  verificationMail,
} from './mail-templates';

/**
 * Sends the codes by mail: through SMTP_URL when set; otherwise each mail is written to DATA_DIR/mail/<time>-<to>.eml
 * and, outside production, the code is logged so a developer can use it. A failure to send is logged, never thrown:
 * the person can ask for a new code. Mail is queued in the process and goes out after the request answered, so
 * neither the answer nor its timing depends on whether a mail was sent (issue 18: no account enumeration); a
 * stopping process sends what is queued first. A crash loses queued mail: the person asks for a new code.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly smtp?: Transporter;
  private readonly fileTransport?: Transporter;
  private readonly mailDir: string;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {
    this.mailDir = resolve(config.DATA_DIR, 'mail');
    if (config.SMTP_URL) this.smtp = createTransport(config.SMTP_URL);
    else {
      this.fileTransport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      if (config.NODE_ENV === 'production') {
        this.logger.warn(`SMTP_URL is not set: mail is written to ${this.mailDir} and no one receives it`);
      }
    }
  }

  queueVerificationCode(to: string, firstName: string, code: string): void {
    this.queue(to, verificationMail(firstName, code), `Verification code for ${to}: ${code}`);
  }

  queuePasswordResetCode(to: string, firstName: string, code: string): void {
    this.queue(to, passwordResetMail(firstName, code), `Password reset code for ${to}: ${code}`);
  }

  /** Tells the owner that too many wrong codes were entered for their account and until when codes are refused. */
  queueCodesBlocked(to: string, firstName: string, untilText: string): void {
    this.queue(to, codesBlockedMail(firstName, untilText), `Codes blocked for ${to} until ${untilText}`);
  }

  /** A payment's receipt (billing's receipt.issued); the PDF itself is downloaded from the dashboard. */
  queueReceipt(to: string, firstName: string, receipt: ReceiptMailFacts): void {
    this.queue(to, receiptMail(firstName, receipt, this.config.TIME_ZONE), `Receipt ${receipt.number} for ${to}`);
  }

  /** A reminder of the plan's end (billing's subscription.reminded): 30 days, 7 days before, and on the day. */
  queueSubscriptionReminder(to: string, firstName: string, kind: ReminderKind, endDate: string): void {
    const content = subscriptionReminderMail(firstName, kind, endDate, this.config.TIME_ZONE);
    this.queue(to, content, `Subscription reminder ${kind} for ${to}`);
  }

  /** Tells a person that chat messages wait unread for them (no message text), with a link to the conversation. */
  queueChatUnread(to: string, firstName: string, from: string, unreadCount: number, link: string): void {
    this.queue(to, chatUnreadMail(firstName, from, unreadCount, link), `Unread chat messages for ${to}: ${link}`);
  }

  /**
   * Development only (no SMS API): an SMS is written where development mail goes, addressed to
   * sms-<digits>@sms.invalid (a name that never resolves), so the code is one click away in the mailbox.
   */
  queueDevelopmentSms(phone: string, text: string): void {
    const to = `sms-${phone.replace(/\D/g, '')}@sms.invalid`;
    this.queue(to, { subject: `SMS to ${phone}`, text }, `SMS to ${phone}: ${text}`);
  }

  /** Resolves once every mail queued so far went out (or failed and was logged). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private queue(to: string, content: MailContent, devLogLine: string): void {
    // setImmediate: the caller's answer is written first; send() logs its failures and never rejects.
    const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.send(to, content, devLogLine),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  private async send(to: string, content: MailContent, devLogLine: string): Promise<void> {
    const message = { from: this.config.MAIL_FROM, to, subject: content.subject, text: content.text };
    try {
      if (this.smtp) {
        await this.smtp.sendMail(message);
        return;
      }
      const info = (await this.fileTransport!.sendMail(message)) as { message: Buffer };
      await mkdir(this.mailDir, { recursive: true });
      const path = join(this.mailDir, mailFileName(to, new Date()));
      await writeFile(path, info.message);
      if (this.config.NODE_ENV === 'production') this.logger.log(`Mail to ${to} written to ${path}`);
      else this.logger.log(`${devLogLine} (mail written to ${path})`);
    } catch (error) {
      this.logger.error(`Could not send "${content.subject}" to ${to}: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.drain();
    this.smtp?.close();
  }
}
