import { Injectable } from '@nestjs/common';
import { EmailOnlyRequest, MessageResponse, VerifyEmailRequest } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import type { ClientInfo } from '@app/auth-context';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { MailService } from '../mail/mail.service';
import { normalizeEmail } from '../users/contact';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountCodesService } from '../verification/account-codes.service';
import { personActor } from './actors';

export const VERIFICATION_RESENT_MESSAGE = 'A new verification code has been sent to your email.';

/**
 * E-mail verification, with codes sent by mail (password reset: PasswordResetService). Each endpoint answers one way for every
 * address (an account or none, verified or not, a code too soon or capped): AccountCodesService keeps the work
 * and the answer the same, and mail is queued, never awaited (issue 18).
 */
@Injectable()
export class EmailCodesService {
  constructor(
    private readonly users: UsersService,
    private readonly accountCodes: AccountCodesService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
  ) {}

  /** Queues a fresh verification code to an unverified address (at most one a minute; a new one voids the old). */
  async sendVerificationCode(user: User | null): Promise<void> {
    await this.accountCodes.requestCode('email_verification', this.unverified(user), (account, code) =>
      this.mail.queueVerificationCode(account.email!, account.firstName, code),
    );
  }

  async verifyEmail(request: VerifyEmailRequest, client: ClientInfo): Promise<MessageResponse> {
    const user = this.unverified(await this.users.findByEmail(normalizeEmail(request.email)));
    const outcome = await this.accountCodes.attemptCode(
      'email_verification',
      user,
      request.code,
      async (manager, account) => {
        await manager.getRepository(User).update({ id: account.id }, { isEmailVerified: true });
        await this.outbox.publish(manager, 'user.email_verified', { userId: account.id }, personActor(account, client));
      },
    );
    if (!outcome.accepted) throw new IdentityException(IdentityErrorCode.CodeUnavailable);
    return { message: 'Email verified successfully. You can now sign in.' };
  }

  async resendVerification(request: EmailOnlyRequest): Promise<MessageResponse> {
    await this.sendVerificationCode(await this.users.findByEmail(normalizeEmail(request.email)));
    return { message: VERIFICATION_RESENT_MESSAGE };
  }

  /** The account when it may get or use a verification code: it has an address and it is not verified yet. */
  private unverified(user: User | null): User | null {
    return user?.email && !user.isEmailVerified ? user : null;
  }
}
