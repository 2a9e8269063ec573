import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
import { CodeCheck } from '../verification/one-time-code';
import { OneTimeCodesService } from '../verification/one-time-codes.service';
import { personActor } from './actors';
import { LoginThrottleService, throttleClientKey } from './login-throttle.service';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a password reset code to it.';

/** A refused code attempt as the error the person sees. */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>): IdentityException {
  switch (result) {
    case 'wrong':
      return new IdentityException(IdentityErrorCode.CodeInvalid);
    case 'expired':
      return new IdentityException(IdentityErrorCode.CodeExpired);
    case 'too_many_attempts':
      return new IdentityException(IdentityErrorCode.CodeAttemptsExceeded);
    case 'unavailable':
      return new IdentityException(IdentityErrorCode.CodeUnavailable);
  }
}

/** E-mail verification and password reset, with codes sent by mail. */
@Injectable()
export class EmailCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * Mails a fresh verification code unless one went out less than a minute ago; returns the seconds to wait then.
   * A new code voids the previous one.
   */
  async sendVerificationCode(user: User): Promise<number> {
    if (!user.email) return 0;
    const issued = await this.dataSource.transaction(async (manager) => {
      await this.users.findByIdForUpdate(user.id, manager);
      return this.codes.issue(manager, 'email_verification', user.id);
    });
    if (!issued.issued) return issued.retryAfterSeconds;
    await this.mail.sendVerificationCode(user.email, user.firstName, issued.code);
    return 0;
  }

  async verifyEmail(request: VerifyEmailRequest, client: ClientInfo): Promise<MessageResponse> {
    const user = await this.users.findByEmail(request.email);
    if (!user) throw new IdentityException(IdentityErrorCode.CodeUnavailable);
    if (user.isEmailVerified) throw new IdentityException(IdentityErrorCode.EmailAlreadyVerified);
    const result = await this.dataSource.transaction(async (manager) => {
      await this.users.findByIdForUpdate(user.id, manager);
      const check = await this.codes.consume(manager, 'email_verification', user.id, request.code);
      if (check === 'ok') {
        await manager.getRepository(User).update({ id: user.id }, { isEmailVerified: true });
        await this.outbox.publish(manager, 'user.email_verified', { userId: user.id }, personActor(user, client));
      }
      return check;
    });
    if (result !== 'ok') throw codeFailure(result);
    return { message: 'Email verified successfully. You can now sign in.' };
  }

  async resendVerification(request: EmailOnlyRequest): Promise<MessageResponse> {
    const user = await this.users.findByEmail(request.email);
    if (user?.isEmailVerified) throw new IdentityException(IdentityErrorCode.EmailAlreadyVerified);
    if (user) {
      const retryAfterSeconds = await this.sendVerificationCode(user);
      if (retryAfterSeconds > 0) {
        throw new IdentityException(IdentityErrorCode.CodeRequestedTooSoon, { retryAfterSeconds });
      }
    }
    return { message: 'A new verification code has been sent to your email.' };
  }

  /** Always the same answer, whether or not the address has an account (a code is mailed when it has). */
  async requestPasswordReset(request: EmailOnlyRequest): Promise<MessageResponse> {
    const user = await this.users.findByEmail(normalizeEmail(request.email));
    if (user?.email) {
      const issued = await this.dataSource.transaction(async (manager) => {
        await this.users.findByIdForUpdate(user.id, manager);
        return this.codes.issue(manager, 'password_reset', user.id);
      });
      if (issued.issued) await this.mail.sendPasswordResetCode(user.email, user.firstName, issued.code);
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password, ends every session of the person (and forgets them in the gateway's cache) and clears
   * every sign-in lock and slow-down of the account, trusting the network the reset came from. The code came by
   * mail, so the address counts as verified too.
   */
  async resetPassword(request: ResetPasswordRequest, client: ClientInfo): Promise<MessageResponse> {
    const user = await this.users.findByEmail(request.email);
    if (!user) throw new IdentityException(IdentityErrorCode.CodeUnavailable);
    const passwordHash = await this.hasher.hash(request.newPassword);
    const { result, revoked } = await this.dataSource.transaction(async (manager) => {
      await this.users.findByIdForUpdate(user.id, manager);
      const check = await this.codes.consume(manager, 'password_reset', user.id, request.code);
      if (check !== 'ok') return { result: check, revoked: [] as string[] };
      await manager.getRepository(User).update(
        { id: user.id },
        {
          passwordHash,
          passwordChangedAt: new Date(),
          isEmailVerified: true,
        },
      );
      await this.throttle.clearAccount(manager, user.id, throttleClientKey(client.ip));
      const sids = await this.sessions.revokeAllWithin(manager, user.id);
      const actor = personActor(user, client);
      await this.outbox.publish(manager, 'user.password_reset', { userId: user.id }, actor);
      if (!user.isEmailVerified) await this.outbox.publish(manager, 'user.email_verified', { userId: user.id }, actor);
      return { result: check, revoked: sids };
    });
    await this.sessions.forget(revoked);
    if (result !== 'ok') throw codeFailure(result);
    return { message: 'Password reset successfully. You can now sign in with your new password.' };
  }
}
