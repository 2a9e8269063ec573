import { Injectable } from '@nestjs/common';
import { EmailOnlyRequest, MessageResponse, ResetPasswordRequest, VerifyEmailRequest } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import type { ClientInfo } from '../http/client-info';
import { MailService } from '../mail/mail.service';
import { SessionsService } from '../sessions/sessions.service';
import { normalizeEmail } from '../users/contact';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountCodesService } from '../verification/account-codes.service';
import { personActor } from './actors';
import { LoginThrottleService, throttleClientKey } from './login-throttle.service';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a password reset code to it.';
export const VERIFICATION_RESENT_MESSAGE = 'A new verification code has been sent to your email.';

/**
 * E-mail verification and password reset, with codes sent by mail. Each endpoint answers one way for every
 * address (an account or none, verified or not, a code too soon or capped): AccountCodesService keeps the work
 * and the answer the same, and mail is queued, never awaited (issue 18).
 */
@Injectable()
export class EmailCodesService {
  constructor(
    private readonly users: UsersService,
    private readonly accountCodes: AccountCodesService,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    private readonly throttle: LoginThrottleService,
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

  async requestPasswordReset(request: EmailOnlyRequest): Promise<MessageResponse> {
    const user = await this.users.findByEmail(normalizeEmail(request.email));
    await this.accountCodes.requestCode('password_reset', user?.email ? user : null, (account, code) =>
      this.mail.queuePasswordResetCode(account.email!, account.firstName, code),
    );
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password, ends every session of the person (and forgets them in the gateway's cache) and clears
   * every sign-in lock and slow-down of the account, trusting the network the reset came from. The code came by
   * mail, so the address counts as verified too. The password is hashed only for a right code, so a wrong one
   * costs the same for every address.
   */
  async resetPassword(request: ResetPasswordRequest, client: ClientInfo): Promise<MessageResponse> {
    const user = await this.users.findByEmail(normalizeEmail(request.email));
    const outcome = await this.accountCodes.attemptCode(
      'password_reset',
      user,
      request.code,
      async (manager, account) => {
        const passwordHash = await this.hasher.hash(request.newPassword);
        await manager
          .getRepository(User)
          .update({ id: account.id }, { passwordHash, passwordChangedAt: new Date(), isEmailVerified: true });
        await this.throttle.clearAccount(manager, account.id, throttleClientKey(client.ip));
        const sids = await this.sessions.revokeAllWithin(manager, account.id);
        const actor = personActor(account, client);
        await this.outbox.publish(manager, 'user.password_reset', { userId: account.id }, actor);
        if (!account.isEmailVerified) {
          await this.outbox.publish(manager, 'user.email_verified', { userId: account.id }, actor);
        }
        return sids;
      },
    );
    if (!outcome.accepted) throw new IdentityException(IdentityErrorCode.CodeUnavailable);
    await this.sessions.forget(outcome.value);
    return { message: 'Password reset successfully. You can now sign in with your new password.' };
  }

  /** The account when it may get or use a verification code: it has an address and it is not verified yet. */
  private unverified(user: User | null): User | null {
    return user?.email && !user.isEmailVerified ? user : null;
  }
}
