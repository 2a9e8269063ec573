import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { mailFileName, MailContent, passwordResetMail, verificationMail } from './mail-templates';

/**
 * Sends the codes by mail: through SMTP_URL when set; otherwise each mail is written to DATA_DIR/mail/<time>-<to>.eml
 * and, outside production, the code is logged so a developer can use it. A failure to send is logged, never thrown:
 * the person can ask for a new code.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly smtp?: Transporter;
  private readonly fileTransport?: Transporter;
  private readonly mailDir: string;

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

  sendVerificationCode(to: string, firstName: string, code: string): Promise<void> {
    return this.send(to, verificationMail(firstName, code), `Verification code for ${to}: ${code}`);
  }

  sendPasswordResetCode(to: string, firstName: string, code: string): Promise<void> {
    return this.send(to, passwordResetMail(firstName, code), `Password reset code for ${to}: ${code}`);
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

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
